// Several values picked from a long list (skills, industries): the chosen ones as removable
// chips, and a select to add one more (type-ahead works in it, so it suits the keyboard). The
// label marks a required list with an asterisk like SchemaField; the error shows under it.
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

export interface MultiChoiceFieldProps {
  label: string;
  values: readonly string[] | undefined;
  options: readonly { value: string; label: string }[];
  onChange: (values: string[]) => void;
  required?: boolean;
  error?: string;
  max?: number;
  disabled?: boolean;
}

export function MultiChoiceField({ label, values = [], options, onChange, required = false, error, max, disabled }: MultiChoiceFieldProps) {
  const id = useId();
  const labelOf = (value: string) => options.find((option) => option.value === value)?.label ?? value;
  const full = max !== undefined && values.length >= max;
  return (
    <Form.Group className="mb-3" role="group" aria-labelledby={`${id}-label`}>
      <Form.Label id={`${id}-label`} htmlFor={id}>
        {label}
        {required && (
          <span className="text-danger" aria-hidden="true">
            {' *'}
          </span>
        )}
      </Form.Label>
      {values.length > 0 && (
        <ul className="list-unstyled d-flex flex-wrap gap-2 mb-2" aria-label={`Chosen: ${label}`}>
          {values.map((value) => (
            <li key={value} className="badge text-bg-light border d-flex align-items-center gap-1 fw-normal fs-6">
              {labelOf(value)}
              <Button
                variant="link"
                size="sm"
                className="p-0 text-danger text-decoration-none"
                aria-label={`Remove ${labelOf(value)}`}
                disabled={disabled}
                onClick={() => onChange(values.filter((item) => item !== value))}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Form.Select
        id={id}
        value=""
        disabled={disabled || full}
        isInvalid={Boolean(error)}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          const value = event.target.value;
          if (value && !values.includes(value)) onChange([...values, value]);
        }}
      >
        <option value="">{full ? `At most ${max}` : 'Add…'}</option>
        {options
          .filter((option) => !values.includes(option.value))
          .map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
      </Form.Select>
      {error && (
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {error}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}
