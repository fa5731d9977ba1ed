// Languages with their CEFR level (A1–C2, native speaker): one row per language, Add and Remove.
// Errors of a row's fields (`languages.2.level`) and of the list (`languages`) are shown in place.
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { LANGUAGE_LEVELS } from '../../../api/common/lists/language-levels';
import { LANGUAGES } from '../../../api/common/lists/languages';

interface Entry {
  language?: string;
  level?: string;
}

export interface ProfileLanguageListProps {
  name: string;
  value: unknown;
  errors: Record<string, string>;
  onChange: (name: string, value: unknown) => void;
  disabled?: boolean;
  max?: number;
}

export function ProfileLanguageList({ name, value, errors, onChange, disabled, max = 15 }: ProfileLanguageListProps) {
  const entries = Array.isArray(value) ? (value as Entry[]) : [];
  const set = (index: number, patch: Entry) => onChange(name, entries.map((entry, at) => (at === index ? { ...entry, ...patch } : entry)));
  const listError = errors[name];
  return (
    <fieldset className="mb-3">
      <legend className="fs-6 fw-semibold">
        Languages
        <span className="text-danger" aria-hidden="true">
          {' *'}
        </span>
      </legend>
      {entries.map((entry, index) => {
        const languageError = errors[`${name}.${index}.language`];
        const levelError = errors[`${name}.${index}.level`] ?? errors[`${name}.${index}`];
        return (
          <div className="row g-2 align-items-end mb-2" key={index}>
            <Form.Group className="col-12 col-sm-5" controlId={`${name}-${index}-language`}>
              <Form.Label className="small mb-1">Language {index + 1}</Form.Label>
              <Form.Select value={entry.language ?? ''} disabled={disabled} isInvalid={Boolean(languageError)} onChange={(event) => set(index, { language: event.target.value || undefined })}>
                <option value="">Choose…</option>
                {LANGUAGES.map((item) => (
                  <option key={item.value} value={item.value}>
                    {item.label}
                  </option>
                ))}
              </Form.Select>
              {languageError && <Form.Control.Feedback type="invalid">{languageError}</Form.Control.Feedback>}
            </Form.Group>
            <Form.Group className="col-8 col-sm-4" controlId={`${name}-${index}-level`}>
              <Form.Label className="small mb-1">Level of language {index + 1}</Form.Label>
              <Form.Select value={entry.level ?? ''} disabled={disabled} isInvalid={Boolean(levelError)} onChange={(event) => set(index, { level: event.target.value || undefined })}>
                <option value="">Choose…</option>
                {LANGUAGE_LEVELS.map((item) => (
                  <option key={item.value} value={item.value}>
                    {item.label}
                  </option>
                ))}
              </Form.Select>
              {levelError && <Form.Control.Feedback type="invalid">{levelError}</Form.Control.Feedback>}
            </Form.Group>
            <div className="col-4 col-sm-3">
              <Button variant="outline-danger" className="w-100" disabled={disabled} onClick={() => onChange(name, entries.filter((_entry, at) => at !== index))}>
                Remove<span className="visually-hidden"> language {index + 1}</span>
              </Button>
            </div>
          </div>
        );
      })}
      {listError && (
        <div className="text-danger small mb-2" role="alert">
          {listError}
        </div>
      )}
      <Button variant="outline-primary" size="sm" disabled={disabled || entries.length >= max} onClick={() => onChange(name, [...entries, {}])}>
        Add a language
      </Button>
    </fieldset>
  );
}
