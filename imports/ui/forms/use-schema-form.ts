// A form over one SimpleSchema: values and errors in the form reducer, validation in the browser
// with the schema the server method uses, and server `400 INVALID` errors put on their fields.
// Errors the browser found are checked again after every change, so a field stops being red as
// soon as it is fixed (also when the fix is in another field: a maximum rate where a minimum or
// maximum was missing); new errors wait for the next submit.
import { type FormEvent, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type SimpleSchema from 'simpl-schema';
import { getPath } from './dotted-path';
import { formDocument } from './form-document';
import { type FieldErrors, fieldErrorsFromServer, generalErrorMessage, validateWithSchema } from './schema-errors';
import { type FormState, type FormValues, formReducer, initialFormState, type LimitOperation } from './form-reducer';

/** What every schema-driven input takes: spread `form.field(name)` into it. */
export interface BoundFieldProps {
  schema: SimpleSchema;
  name: string;
  value: unknown;
  error?: string | undefined;
  onChange: (name: string, value: unknown) => void;
  disabled?: boolean;
}

export interface SchemaFormFieldProps {
  schema: SimpleSchema;
  name: string;
  value: unknown;
  error: string | undefined;
  onChange: (name: string, value: unknown) => void;
  disabled: boolean;
}

export interface SchemaForm {
  state: FormState;
  submitting: boolean;
  generalError: string | null;
  /** The last send succeeded and nothing changed since: what FormSection shows as "Saved". */
  saved: boolean;
  field(name: string): SchemaFormFieldProps;
  /** An onSubmit handler: validates, then runs `send` with the document (see formDocument). */
  handleSubmit(send: (values: FormValues) => Promise<void>): (event?: FormEvent) => Promise<void>;
  /** The document limit (spec §4) of a form with repeatable entries: more, less, all, reset. */
  setLimit(operation: LimitOperation): void;
}

export interface SchemaFormOptions {
  /** The document limit to start with (e.g. the number of stored entries); 1 otherwise. */
  initialLimit?: number;
}

export function useSchemaForm(schema: SimpleSchema, initialValues: FormValues = {}, options: SchemaFormOptions = {}): SchemaForm {
  const [state, dispatch] = useReducer(formReducer, initialValues, (values: FormValues) => ({
    ...initialFormState(values),
    ...(options.initialLimit !== undefined ? { limit: options.initialLimit } : {}),
  }));
  const intl = useIntl();
  const [submitting, setSubmitting] = useState(false);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [savedValues, setSavedValues] = useState<FormValues | null>(null);
  // Whether the errors shown are the browser's own (re-checked on change) or the server's.
  const errorsFromBrowser = useRef(false);

  useEffect(() => {
    if (!errorsFromBrowser.current || Object.keys(state.errors).length === 0) return;
    const remaining = stillInvalid(state.errors, validateWithSchema(schema, state.values, intl));
    if (remaining) dispatch({ type: 'errors', errors: remaining });
  }, [schema, state.values, state.errors, intl]);

  const onChange = useCallback((name: string, value: unknown) => dispatch({ type: 'change', path: name, value }), []);

  const field = (name: string): SchemaFormFieldProps => ({
    schema,
    name,
    value: getPath(state.values, name),
    error: state.errors[name],
    onChange,
    disabled: submitting,
  });

  const handleSubmit = (send: (values: FormValues) => Promise<void>) => async (event?: FormEvent) => {
    event?.preventDefault();
    setGeneralError(null);
    const values = state.values;
    const errors = validateWithSchema(schema, values, intl);
    errorsFromBrowser.current = true;
    dispatch({ type: 'errors', errors });
    if (Object.keys(errors).length > 0) return;
    setSubmitting(true);
    try {
      await send(formDocument(schema, values));
      setSavedValues(values);
    } catch (error) {
      const fieldErrors = fieldErrorsFromServer(error, { intl, schema });
      if (fieldErrors && Object.keys(fieldErrors).length > 0) {
        errorsFromBrowser.current = false;
        dispatch({ type: 'errors', errors: fieldErrors });
      } else setGeneralError(generalErrorMessage(error, intl));
    } finally {
      setSubmitting(false);
    }
  };

  const setLimit = useCallback((operation: LimitOperation) => dispatch({ type: 'limit', operation }), []);

  const saved = savedValues !== null && savedValues === state.values;
  return { state, submitting, generalError, saved, field, handleSubmit, setLimit };
}

/** The shown errors the browser still finds (with its current message), or null when that is all of them unchanged. */
function stillInvalid(shown: FieldErrors, found: FieldErrors): FieldErrors | null {
  const remaining = Object.fromEntries(Object.entries(shown).flatMap(([key]) => (key in found ? [[key, found[key] as string]] : [])));
  const same = Object.keys(remaining).length === Object.keys(shown).length && Object.entries(remaining).every(([key, message]) => shown[key] === message);
  return same ? null : remaining;
}
