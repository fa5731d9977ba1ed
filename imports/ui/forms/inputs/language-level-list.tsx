// The languages someone speaks, each with a CEFR level (A1–C2) or "Native speaker": one row per
// language (language, level, and the language's name in words when it is "Other"), a button to
// add a row and one to remove each row (a required list keeps one row).
// Usage: <LanguageLevelList {...form.field('languages')} errors={form.state.errors} />
// `value` is `[{language, level, language2?}]`; errors are read at `languages`, `languages.N.level`, ….
// A project's required languages: <LanguageLevelList … minimum /> (`[{language, minLevel}]`, no "Other").
import { type ReactNode, useId } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { OTHER_LANGUAGE } from '../../../api/common/lists/languages';
import type { ListItem } from '../../../api/common/lists/list-item';
import { useListOptions } from '../../i18n/use-list-label';
import type { BoundFieldProps } from '../use-schema-form';
import { arrayFieldInfo, InputFrame } from './input-frame';
import { RequiredMark } from '../required-mark';

export interface LanguageRow {
  language?: string;
  language2?: string;
  level?: string;
  minLevel?: string;
}

export interface LanguageLevelListProps extends BoundFieldProps {
  /** All the form's errors: each row's are read from `name.N.key` (`error` is the list's own). */
  errors?: Record<string, string>;
  /** Minimum levels a project requires: the key is `minLevel`, the label "Minimum level", and "Other language" is not offered. */
  minimum?: boolean;
}

interface RowSelectProps {
  className: string;
  id: string;
  label: ReactNode;
  value: string | undefined;
  error: string | undefined;
  required: boolean;
  disabled: boolean | undefined;
  options: readonly ListItem[];
  onChange: (value: string) => void;
}

/** One select of a row (the language or its level) with its own label and error. */
function RowSelect({ className, id, label, value, error, required, disabled, options, onChange }: RowSelectProps) {
  const intl = useIntl();
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label className="small mb-1">{label}</Form.Label>
      <Form.Select
        value={value ?? ''}
        disabled={disabled}
        required={required}
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{intl.formatMessage({ id: 'forms.choose' })}</option>
        {options.map((item) => (
          <option key={item.value} value={item.value}>
            {item.label}
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

export function LanguageLevelList({ schema, name, value, error, errors = {}, onChange, disabled, minimum = false }: LanguageLevelListProps) {
  const id = useId();
  const languages = useListOptions('languages');
  const levels = useListOptions('languageLevels');
  const intl = useIntl();
  const info = arrayFieldInfo(schema, name);
  const stored = Array.isArray(value) ? (value as LanguageRow[]) : [];
  // A required list always shows one row to fill in.
  const rows = stored.length === 0 && info.required ? [{}] : stored;
  const full = info.maxCount !== undefined && rows.length >= info.maxCount;
  const update = (index: number, patch: Partial<LanguageRow>) => {
    const next = rows.map((row, at) => (at === index ? { ...row, ...patch } : row));
    if (patch.language !== undefined && patch.language !== OTHER_LANGUAGE) delete next[index]!.language2;
    onChange(name, next);
  };
  const levelKey = minimum ? 'minLevel' : 'level';
  const languageOptions = minimum ? languages : [...languages, { value: OTHER_LANGUAGE, label: intl.formatMessage({ id: 'forms.label.otherLanguage' }) }];
  const removeRow = (index: number) => onChange(name, rows.filter((_row, at) => at !== index));
  const rowError = (index: number, key: string) => errors[`${name}.${index}.${key}`];

  return (
    <InputFrame label={info.label} required={info.required} error={error} errorId={`${id}-error`}>
      {rows.map((row, index) => {
        const rowId = `${id}-${index}`;
        const languageError = rowError(index, 'language');
        const levelError = rowError(index, levelKey);
        const otherError = rowError(index, 'language2');
        return (
          <div className="row g-2 align-items-start mb-2" key={index}>
            <RowSelect
              className="col-12 col-sm-5"
              id={`${rowId}-language`}
              label={<FormattedMessage id="forms.languageN" values={{ number: index + 1 }} />}
              value={row.language}
              error={languageError}
              required={info.required}
              disabled={disabled}
              options={languageOptions}
              onChange={(language) => update(index, { language })}
            />
            <RowSelect
              className="col-8 col-sm-4"
              id={`${rowId}-level`}
              label={
                <FormattedMessage
                  id={minimum ? 'forms.minimumLevelOfLanguage' : 'forms.levelOfLanguage'}
                  values={{ number: index + 1, hidden: (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span> }}
                />
              }
              value={row[levelKey]}
              error={levelError}
              required={info.required}
              disabled={disabled}
              options={levels}
              onChange={(level) => update(index, { [levelKey]: level })}
            />
            <div className="col-4 col-sm-3 d-flex align-items-end" style={{ minHeight: '4rem' }}>
              {(!info.required || rows.length > 1) && (
                <Button variant="outline-secondary" size="sm" disabled={disabled} onClick={() => removeRow(index)} aria-label={intl.formatMessage({ id: 'forms.removeLanguageN' }, { number: index + 1 })}>
                  <FormattedMessage id="forms.remove" />
                </Button>
              )}
            </div>
            {row.language === OTHER_LANGUAGE && (
              <Form.Group className="col-12" controlId={`${rowId}-other`}>
                <Form.Label className="small mb-1">
                  <FormattedMessage id="forms.label.whichLanguage" />
                  <RequiredMark />
                </Form.Label>
                <Form.Control
                  value={row.language2 ?? ''}
                  maxLength={60}
                  required
                  disabled={disabled}
                  isInvalid={Boolean(otherError)}
                aria-invalid={otherError ? true : undefined}
                  aria-describedby={otherError ? `${rowId}-other-error` : undefined}
                  onChange={(event) => update(index, { language2: event.target.value })}
                />
                {otherError && (
                  <Form.Control.Feedback type="invalid" id={`${rowId}-other-error`}>
                    {otherError}
                  </Form.Control.Feedback>
                )}
              </Form.Group>
            )}
          </div>
        );
      })}
      <Button variant="outline-primary" size="sm" disabled={disabled || full} onClick={() => onChange(name, [...rows, {}])}>
        <FormattedMessage id="forms.addLanguage" />
      </Button>
    </InputFrame>
  );
}
