// The frame every grouped input shares: a fieldset whose legend is the schema key's label (with
// an asterisk when the key is required), the input, and the key's error under it.
// Usage: <InputFrame label="Skills" required error={error} errorId={`${id}-error`}>…</InputFrame>;
// give the inner controls `aria-describedby={errorId}` while `error` is set.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type SimpleSchema from 'simpl-schema';
import { translatedLabel } from '../field-labels';
import { RequiredMark } from '../required-mark';

export interface InputFrameProps {
  label: string;
  required: boolean;
  error?: string | undefined;
  errorId: string;
  /** Short guidance under the legend ("Up to 50"). */
  hint?: string;
  hintId?: string;
  children: ReactNode;
}

export function InputFrame({ label, required, error, errorId, hint, hintId, children }: InputFrameProps) {
  const intl = useIntl();
  return (
    <fieldset className="mb-3" aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="form-label fs-6 mb-1">
        {translatedLabel(intl, label)}
        {required && (
          <RequiredMark />
        )}
        {required && (
          <span className="visually-hidden">
            <FormattedMessage id="forms.requiredMark" />
          </span>
        )}
      </legend>
      {hint && (
        <p id={hintId} className="small text-body-secondary mb-2">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  );
}

export interface ArrayFieldInfo {
  label: string;
  required: boolean;
  maxCount?: number;
}

/** Label, requiredness (optional: false or minCount ≥ 1) and maxCount of an array key. */
export function arrayFieldInfo(schema: SimpleSchema, name: string): ArrayFieldInfo {
  const definition = schema.getDefinition(name);
  if (!definition) throw new Error(`'${name}' is not in the form's schema`);
  const typed = definition.type[0] as { minCount?: unknown; maxCount?: unknown } | undefined;
  const minCount = typeof typed?.minCount === 'number' ? typed.minCount : 0;
  const maxCount = typeof typed?.maxCount === 'number' ? typed.maxCount : undefined;
  return {
    label: schema.label(name) ?? name,
    required: definition.optional !== true || minCount >= 1,
    ...(maxCount !== undefined ? { maxCount } : {}),
  };
}

/** The first error at `name` or under it (`skills`, `skills.3`), for a grouped input. */
export function errorAtOrUnder(errors: Record<string, string>, name: string): string | undefined {
  if (errors[name]) return errors[name];
  const key = Object.keys(errors).find((item) => item.startsWith(`${name}.`));
  return key ? errors[key] : undefined;
}
