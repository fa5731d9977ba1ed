// The first name and last name side by side, then the e-mail: the fields every sign-up and
// account request starts with (schema keys `name.first`, `name.last` and `email`).
import { NameFields } from './candidate-fields';
import { SchemaField } from './schema-field';
import type { SchemaForm } from './use-schema-form';

export function PersonNameEmailFields({ form }: { form: SchemaForm }) {
  return (
    <>
      <NameFields form={form} />
      <SchemaField {...form.field('email')} inputType="email" autoComplete="email" />
    </>
  );
}
