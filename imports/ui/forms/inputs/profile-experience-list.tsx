// Work experience: repeatable entries (role, company, from, to, description), newest first as
// entered, with Add and Remove. Long lists show the first entries and "Show all" (the form
// reducer's document limit idea, kept local here). Errors of an entry's fields show in place.
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

interface Entry {
  role?: string;
  company?: string;
  from?: Date;
  to?: Date;
  description?: string;
}

export interface ProfileExperienceListProps {
  name: string;
  value: unknown;
  errors: Record<string, string>;
  onChange: (name: string, value: unknown) => void;
  disabled?: boolean;
  max?: number;
}

const SHOWN_AT_FIRST = 3;

function dateValue(value: Date | undefined): string {
  return value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : '';
}

export function ProfileExperienceList({ name, value, errors, onChange, disabled, max = 30 }: ProfileExperienceListProps) {
  const entries = Array.isArray(value) ? (value as Entry[]) : [];
  const [showAll, setShowAll] = useState(false);
  const set = (index: number, patch: Entry) => onChange(name, entries.map((entry, at) => (at === index ? { ...entry, ...patch } : entry)));
  const visible = showAll ? entries : entries.slice(0, SHOWN_AT_FIRST);
  const field = (index: number, key: keyof Entry, label: string, required: boolean, type: 'text' | 'date' | 'textarea' = 'text') => {
    const error = errors[`${name}.${index}.${key}`];
    const current = entries[index]?.[key];
    return (
      <Form.Group className="mb-2" controlId={`${name}-${index}-${key}`}>
        <Form.Label className="small mb-1">
          {label}
          {required && (
            <span className="text-danger" aria-hidden="true">
              {' *'}
            </span>
          )}
        </Form.Label>
        <Form.Control
          {...(type === 'textarea' ? { as: 'textarea' as const, rows: 3 } : { type })}
          value={type === 'date' ? dateValue(current as Date | undefined) : ((current as string | undefined) ?? '')}
          disabled={disabled}
          required={required}
          isInvalid={Boolean(error)}
          onChange={(event) => {
            const raw = event.target.value;
            set(index, { [key]: type === 'date' ? (raw ? new Date(`${raw}T00:00:00Z`) : undefined) : raw });
          }}
        />
        {error && <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>}
      </Form.Group>
    );
  };
  return (
    <fieldset className="mb-3">
      <legend className="fs-6 fw-semibold">
        Positions
        <span className="text-danger" aria-hidden="true">
          {' *'}
        </span>
      </legend>
      {visible.map((_entry, index) => (
        <div className="border rounded p-2 mb-2" key={index} role="group" aria-label={`Position ${index + 1}`}>
          <div className="row g-2">
            <div className="col-sm-6">{field(index, 'role', 'Role', true)}</div>
            <div className="col-sm-6">{field(index, 'company', 'Company', true)}</div>
            <div className="col-6">{field(index, 'from', 'From', true, 'date')}</div>
            <div className="col-6">{field(index, 'to', 'To (empty: until now)', false, 'date')}</div>
          </div>
          {field(index, 'description', 'What you did', false, 'textarea')}
          <Button variant="outline-danger" size="sm" disabled={disabled} onClick={() => onChange(name, entries.filter((_item, at) => at !== index))}>
            Remove position {index + 1}
          </Button>
        </div>
      ))}
      {errors[name] && (
        <div className="text-danger small mb-2" role="alert">
          {errors[name]}
        </div>
      )}
      <div className="d-flex flex-wrap gap-2">
        {entries.length > SHOWN_AT_FIRST && (
          <Button variant="link" size="sm" onClick={() => setShowAll((value) => !value)}>
            {showAll ? 'Show fewer' : `Show all ${entries.length} positions`}
          </Button>
        )}
        <Button
          variant="outline-primary"
          size="sm"
          disabled={disabled || entries.length >= max}
          onClick={() => {
            setShowAll(true);
            onChange(name, [...entries, {}]);
          }}
        >
          Add a position
        </Button>
      </div>
    </fieldset>
  );
}
