// The 6-digit code of two-factor sign-in (meteor/accounts-2fa), one way everywhere it is asked:
// the sign-in form (after the server answered `no-2fa-code`) and My Profile's section (to turn
// it on or off). The field, its schema, and the server's code errors put on the field.
import SimpleSchema from 'simpl-schema';
import { SchemaField } from './schema-field';
import type { SchemaFormFieldProps } from './use-schema-form';

/** The schema's English words (the label, the server's fallback); the screens show their messages (forms.label.code, validation.regEx.code, validation.codeWrong, forms.codeAsked). */
export const CODE_WORDS = {
  label: 'Code from your authenticator app',
  format: 'Enter the 6 digits your authenticator app shows',
  wrong: 'This code is not right or was used already. Enter the newest code from your app.',
  asked: 'Two-factor sign-in is on for this account: enter the code your authenticator app shows.',
} as const;

export const codeFields = { code: { type: String, regEx: /^\d{6}$/, label: CODE_WORDS.label } };

const codeMessage = (error: { type: string; name?: string }) => (error.name === 'code' && error.type === SimpleSchema.ErrorTypes.FAILED_REGULAR_EXPRESSION ? CODE_WORDS.format : undefined);

export const codeFormSchema = new SimpleSchema(codeFields, { getErrorMessage: codeMessage });

/** `schema` with the code field added (the sign-in form's second step). */
export function withCodeField(schema: SimpleSchema): SimpleSchema {
  return new SimpleSchema({ ...schema.schema(), ...codeFields } as never, { getErrorMessage: codeMessage });
}

/** The server's `no-2fa-code`: this account needs its code beside the password. */
export function asksForCode(error: unknown): boolean {
  return (error as { error?: unknown } | null)?.error === 'no-2fa-code';
}

/** A wrong or used code becomes the code field's error; anything else is passed on. */
export function codeErrorOnField(error: unknown): unknown {
  const code = (error as { error?: unknown } | null)?.error;
  if (code !== 'invalid-2fa-code' && code !== 'no-2fa-code') return error;
  return { error: 400, reason: 'INVALID', details: JSON.stringify([{ name: 'code', type: 'invalidCode', message: CODE_WORDS.wrong }]) };
}

export function CodeField(props: SchemaFormFieldProps) {
  return <SchemaField {...props} autoComplete="one-time-code" />;
}
