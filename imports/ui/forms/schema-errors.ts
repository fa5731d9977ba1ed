// Field errors for a form, whether they come from validating with the method's SimpleSchema in the
// browser or from the server's `Meteor.Error(400, 'INVALID', details)` after the call.
import type SimpleSchema from 'simpl-schema';
import type { IntlShape } from 'react-intl';
import { errorText } from '../i18n/error-text';
import { formDocument } from './form-document';

export type FieldErrors = Record<string, string>;

interface ServerFieldError {
  name: string;
  type?: string;
  message?: string;
}

/** Validates what a form with these values would send; returns the first message for every invalid key. */
export function validateWithSchema(schema: SimpleSchema, values: Record<string, unknown>): FieldErrors {
  const context = schema.newContext();
  context.validate(formDocument(schema, values));
  const errors: FieldErrors = {};
  for (const error of context.validationErrors()) {
    errors[error.name] ??= context.keyErrorMessage(error.name) || error.type;
  }
  return errors;
}

function parseDetails(details: unknown): ServerFieldError[] {
  let list = details;
  if (typeof details === 'string') {
    try {
      list = JSON.parse(details);
    } catch {
      return [];
    }
  }
  return Array.isArray(list) ? list.filter((item): item is ServerFieldError => typeof item?.name === 'string') : [];
}

/**
 * The field errors carried by a server `400 INVALID` error, or null when the error is of another
 * kind (the form then shows it as a general message).
 */
export function fieldErrorsFromServer(error: unknown): FieldErrors | null {
  const e = error as { error?: unknown; reason?: unknown; details?: unknown } | null;
  if (!e || (e.error !== 400 && e.error !== '400') || e.reason !== 'INVALID') return null;
  const errors: FieldErrors = {};
  for (const item of parseDetails(e.details)) errors[item.name] ??= item.message || item.type || 'Invalid value';
  return errors;
}

/** A short message for errors that do not belong to one field, in the reader's language. */
export function generalErrorMessage(error: unknown, intl: IntlShape): string {
  return errorText(intl, error);
}
