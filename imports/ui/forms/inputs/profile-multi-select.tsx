// Choosing several values from a list (skills, fields of expertise, industries, types of
// service): a select that adds the chosen value, and the chosen ones as buttons that remove them.
// Keyboard-only friendly; the field's error is shown under it and tied to the select.
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

export interface ProfileMultiSelectProps {
  name: string;
  label: string;
  value: unknown;
  options: readonly { value: string; label: string }[];
  onChange: (name: string, value: unknown) => void;
  error?: string | undefined;
  required?: boolean;
  max?: number;
  disabled?: boolean;
}

export function ProfileMultiSelect({ name, label, value, options, onChange, error, required, max, disabled }: ProfileMultiSelectProps) {
  const id = useId();
  const selected = Array.isArray(value) ? (value as string[]) : [];
  const full = max !== undefined && selected.length >= max;
  const labelOf = (item: string) => options.find((option) => option.value === item)?.label ?? item;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>
        {label}
        {required && (
          <span className="text-danger" aria-hidden="true">
            {' *'}
          </span>
        )}
      </Form.Label>
      <Form.Select
        value=""
        disabled={disabled || full}
        isInvalid={Boolean(error)}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          const added = event.target.value;
          if (added && !selected.includes(added)) onChange(name, [...selected, added]);
        }}
      >
        <option value="">{full ? `Up to ${max} chosen` : `Add…`}</option>
        {options
          .filter((option) => !selected.includes(option.value))
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
      {selected.length > 0 && (
        <ul className="list-unstyled d-flex flex-wrap gap-2 mt-2 mb-0" aria-label={`Chosen: ${label}`}>
          {selected.map((item) => (
            <li key={item}>
              <Button
                size="sm"
                variant="outline-secondary"
                disabled={disabled}
                onClick={() =>
                  onChange(
                    name,
                    selected.filter((other) => other !== item),
                  )
                }
              >
                {labelOf(item)} <span aria-hidden="true">×</span>
                <span className="visually-hidden">, remove</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Form.Group>
  );
}
