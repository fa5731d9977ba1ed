// A form over one SimpleSchema: values and errors in the form reducer, validation in the browser
// with the schema the server method uses, and server `400 INVALID` errors put on their fields.
import { type FormEvent, useCallback, useReducer, useState } from 'react';
import type SimpleSchema from 'simpl-schema';
import { getPath } from './dotted-path';
import { type FormState, type FormValues, formReducer, initialFormState, type LimitOperation } from './form-reducer';
import { fieldErrorsFromServer, generalErrorMessage, validateWithSchema } from './schema-errors';

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
  field(name: string): SchemaFormFieldProps;
  /** An onSubmit handler: validates, then runs `send` with the cleaned values. */
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
  const [submitting, setSubmitting] = useState(false);
  const [generalError, setGeneralError] = useState<string | null>(null);

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
    const errors = validateWithSchema(schema, state.values);
    dispatch({ type: 'errors', errors });
    if (Object.keys(errors).length > 0) return;
    setSubmitting(true);
    try {
      await send(schema.clean(state.values, { mutate: false }));
    } catch (error) {
      const fieldErrors = fieldErrorsFromServer(error);
      if (fieldErrors && Object.keys(fieldErrors).length > 0) dispatch({ type: 'errors', errors: fieldErrors });
      else setGeneralError(generalErrorMessage(error));
    } finally {
      setSubmitting(false);
    }
  };

  const setLimit = useCallback((operation: LimitOperation) => dispatch({ type: 'limit', operation }), []);

  return { state, submitting, generalError, field, handleSubmit, setLimit };
}
