// One form field generated from the method's SimpleSchema: the label (with an asterisk when the
// key is required), the right input for the type, and the key's error under it.
import { type ChangeEvent, useId } from 'react';
import Form from 'react-bootstrap/Form';
import { useIntl } from 'react-intl';
import { EMAIL_PATTERN_SOURCE } from './email-pattern';
import { fieldInfo } from './field-kind';
import { translatedLabel } from './field-labels';
import type { BoundFieldProps } from './use-schema-form';
import { RequiredMark } from './required-mark';

export interface SchemaFieldProps extends BoundFieldProps {
  autoComplete?: string;
  /** Overrides the input type read from the schema, e.g. 'password' or 'tel'. */
  inputType?: string;
  /** Labels for a select's allowed values (a list from imports/api/common/lists); values alone otherwise. */
  options?: readonly { value: string; label: string }[];
  /** Overrides the schema's requiredness: a key inside an optional group (a rate's amount) is required only once the group is filled in. */
  required?: boolean;
}

function inputValue(value: unknown): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return value === undefined || value === null ? '' : String(value);
}

export function SchemaField({ schema, name, value, error, onChange, disabled, autoComplete, inputType, options, required }: SchemaFieldProps) {
  const id = useId();
  const intl = useIntl();
  const info = { ...fieldInfo(schema, name), ...(required !== undefined ? { required } : {}) };
  const errorId = `${id}-error`;
  const invalid = Boolean(error);
  const label = (
    <>
      {translatedLabel(intl, info.label)}
      {info.required && (
        <RequiredMark />
      )}
    </>
  );
  // The id comes from the group's controlId (and is set directly on the checkbox).
  const common = {
    name,
    disabled,
    required: info.required,
    isInvalid: invalid,
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? errorId : undefined,
  };
  const feedback = invalid && (
    <Form.Control.Feedback type="invalid" id={errorId}>
      {error}
    </Form.Control.Feedback>
  );

  if (info.kind === 'checkbox') {
    return (
      <Form.Group className="mb-3">
        <Form.Check
          {...common}
          id={id}
          type="checkbox"
          label={label}
          checked={value === true}
          // An unticked box is stored as null, not false, so "not agreed" is never a value.
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(name, event.target.checked ? true : null)}
          feedback={error}
          feedbackType="invalid"
        />
      </Form.Group>
    );
  }

  const change = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const raw = event.target.value;
    if (info.kind === 'number') onChange(name, raw === '' ? undefined : Number(raw));
    else if (info.kind === 'date') onChange(name, raw === '' ? undefined : new Date(`${raw}T00:00:00Z`));
    else onChange(name, raw);
  };

  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      {info.kind === 'select' ? (
        <Form.Select {...common} value={inputValue(value)} onChange={change}>
          <option value="">{intl.formatMessage({ id: 'forms.choose' })}</option>
          {info.options.map((option) => (
            <option key={option} value={option}>
              {options?.find((item) => item.value === option)?.label ?? option}
            </option>
          ))}
        </Form.Select>
      ) : (
        <Form.Control
          {...common}
          {...(info.kind === 'textarea' ? { as: 'textarea' as const, rows: 4 } : { type: inputType ?? info.kind })}
          pattern={info.kind === 'email' ? EMAIL_PATTERN_SOURCE : undefined}
          maxLength={info.kind === 'number' || info.max === undefined ? undefined : info.max}
          autoComplete={autoComplete ?? (info.kind === 'email' ? 'email' : undefined)}
          value={inputValue(value)}
          onChange={change}
        />
      )}
      {feedback}
    </Form.Group>
  );
}
