// Field errors for a form, whether they come from validating with the method's SimpleSchema in the
// browser or from the server's `Meteor.Error(400, 'INVALID', details)` after the call. Given the
// reader's intl, each message is worded in their language (validation-text.ts); without it, in
// the schema's English.
import type SimpleSchema from 'simpl-schema';
import type { IntlShape } from 'react-intl';
import { errorText } from '../i18n/error-text';
import { formDocument } from './form-document';
import { type ValidationError, validationText } from './validation-text';

export type FieldErrors = Record<string, string>;

interface ServerFieldError extends ValidationError {
  message?: string;
}

/** How to word a form's errors: the reader's intl and the form's schema (for labels and patterns). */
export interface ErrorWording {
  intl: IntlShape;
  schema: SimpleSchema;
}

/** Validates what a form with these values would send; returns the first message for every invalid key. */
export function validateWithSchema(schema: SimpleSchema, values: Record<string, unknown>, intl?: IntlShape): FieldErrors {
  const context = schema.newContext();
  context.validate(formDocument(schema, values));
  const errors: FieldErrors = {};
  for (const error of context.validationErrors()) {
    if (errors[error.name] !== undefined) continue;
    const english = context.keyErrorMessage(error.name) || error.type;
    errors[error.name] = intl ? validationText(intl, schema, error as ValidationError, english) : english;
  }
  return errors;
}

/** A server item's message: its English text as sent for an English reader, else worded from its type. */
function serverItemText(item: ServerFieldError, wording: ErrorWording | undefined): string {
  const english = item.message || item.type;
  if (!wording) return english || 'Invalid value';
  const { intl, schema } = wording;
  if (intl.locale === 'en' && english) return english;
  return validationText(intl, schema, item, english);
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
export function fieldErrorsFromServer(error: unknown, wording?: ErrorWording): FieldErrors | null {
  const e = error as { error?: unknown; reason?: unknown; details?: unknown } | null;
  if (!e || (e.error !== 400 && e.error !== '400') || e.reason !== 'INVALID') return null;
  const errors: FieldErrors = {};
  for (const item of parseDetails(e.details)) errors[item.name] ??= serverItemText(item, wording);
  return errors;
}

/** A short message for errors that do not belong to one field, in the reader's language. */
export function generalErrorMessage(error: unknown, intl: IntlShape): string {
  return errorText(intl, error);
}
