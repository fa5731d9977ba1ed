// A new password typed twice, with the one hint about its length every such form gives.
import { PASSWORD_MIN } from './form-schemas';
import { SchemaField } from './schema-field';
import type { SchemaForm } from './use-schema-form';

export function NewPasswordFields({ form }: { form: SchemaForm }) {
  return (
    <>
      <SchemaField {...form.field('password')} inputType="password" autoComplete="new-password" />
      <p className="form-text mt-n2">At least {PASSWORD_MIN} characters. A short sentence is easy to remember and hard to guess.</p>
      <SchemaField {...form.field('confirmPassword')} inputType="password" autoComplete="new-password" />
    </>
  );
}
