// The languages a project requires, each with a minimum level: one row per language (two selects
// and a remove button), and a button to add a row. Errors of a row show under it.
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { LANGUAGE_LEVELS, LANGUAGES } from '../../../api/common/lists';
import type { LanguageRequirement } from '../../../api/common/lists';

const MAX_LANGUAGES = 6;

export interface LanguageRequirementsFieldProps {
  value: unknown;
  errors: Record<string, string>;
  onChange: (name: string, value: unknown) => void;
  disabled: boolean;
}

export function LanguageRequirementsField({ value, errors, onChange, disabled }: LanguageRequirementsFieldProps) {
  const rows = (Array.isArray(value) ? value : []) as Partial<LanguageRequirement>[];
  const set = (next: Partial<LanguageRequirement>[]) => onChange('languages', next);
  const listError = errors.languages;
  return (
    <fieldset className="mb-3">
      <legend className="fs-6">Languages</legend>
      {rows.map((row, index) => {
        const rowError = errors[`languages.${index}.language`] ?? errors[`languages.${index}.minLevel`];
        return (
          <div key={index} className="d-flex flex-wrap align-items-end gap-2 mb-2">
            <Form.Group controlId={`language-${index}`} className="flex-grow-1">
              <Form.Label className="small mb-1">Language {index + 1}</Form.Label>
              <Form.Select
                value={row.language ?? ''}
                disabled={disabled}
                isInvalid={Boolean(rowError)}
                onChange={(event) => set(rows.map((item, i) => (i === index ? { ...item, language: event.target.value as LanguageRequirement['language'] } : item)))}
              >
                <option value="">Choose…</option>
                {LANGUAGES.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Form.Group controlId={`language-level-${index}`}>
              <Form.Label className="small mb-1">Minimum level</Form.Label>
              <Form.Select
                value={row.minLevel ?? ''}
                disabled={disabled}
                isInvalid={Boolean(rowError)}
                onChange={(event) => set(rows.map((item, i) => (i === index ? { ...item, minLevel: event.target.value as LanguageRequirement['minLevel'] } : item)))}
              >
                <option value="">Choose…</option>
                {LANGUAGE_LEVELS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Button variant="outline-danger" disabled={disabled} onClick={() => set(rows.filter((_item, i) => i !== index))} aria-label={`Remove language ${index + 1}`}>
              Remove
            </Button>
            {rowError && <div className="invalid-feedback d-block w-100">{rowError}</div>}
          </div>
        );
      })}
      {listError && <div className="invalid-feedback d-block">{listError}</div>}
      <Button variant="outline-secondary" size="sm" disabled={disabled || rows.length >= MAX_LANGUAGES} onClick={() => set([...rows, { language: undefined, minLevel: undefined }])}>
        Add a language
      </Button>
    </fieldset>
  );
}
