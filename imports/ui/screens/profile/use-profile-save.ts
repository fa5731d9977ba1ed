// Saving one profile section with `users.updateProfile`: the server's field errors land on the
// section's own fields (the `patch.` and `candidateData.` prefixes taken off), and "Saved" shows
// until the section is edited again.
import type SimpleSchema from 'simpl-schema';
import type { FormValues } from '../../forms/form-reducer';
import { fieldErrorsFromServer } from '../../forms/schema-errors';
import type { SchemaForm } from '../../forms/use-schema-form';
import { useCurrentAccount } from '../../lib/account-context';
import { withoutParamPrefix } from '../../lib/method-errors';
import type { MethodArgs } from '../../lib/wire-api';

export type ProfilePatch = MethodArgs<'users.updateProfile'>[0];

/** The server's field errors on the section's fields; errors on keys the section lacks become its general error. */
function forSection(error: unknown, schema: SimpleSchema): unknown {
  const renamed = withoutParamPrefix(withoutParamPrefix(error, 'patch'), 'candidateData');
  const fields = fieldErrorsFromServer(renamed);
  if (!fields) return renamed;
  const elsewhere = Object.entries(fields).filter(([key]) => !schema.allowsKey(key));
  return elsewhere.length === 0 ? renamed : new Error(elsewhere.map(([, message]) => message).join(' '));
}

export function useProfileSave(form: SchemaForm, toPatch: (values: FormValues) => ProfilePatch, schema: SimpleSchema) {
  const { callMethod } = useCurrentAccount();
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await callMethod('users.updateProfile', toPatch(values));
    } catch (error) {
      throw forSection(error, schema);
    }
  });
  return { onSubmit, saved: form.saved };
}

/** The optional keys left empty: cleared on the server rather than sent. */
export function emptied<K extends string>(values: FormValues, keys: readonly K[]): K[] {
  return keys.filter((key) => values[key] === undefined || values[key] === '');
}
