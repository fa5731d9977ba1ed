// The first name and last name side by side, then the e-mail: the fields every sign-up and
// account request starts with (schema keys `name.first`, `name.last` and `email`).
import { SchemaField } from './schema-field';
import type { SchemaForm } from './use-schema-form';

export function PersonNameEmailFields({ form }: { form: SchemaForm }) {
  return (
    <>
      <div className="row g-2">
        <div className="col-sm-6">
          <SchemaField {...form.field('name.first')} autoComplete="given-name" />
        </div>
        <div className="col-sm-6">
          <SchemaField {...form.field('name.last')} autoComplete="family-name" />
        </div>
      </div>
      <SchemaField {...form.field('email')} inputType="email" autoComplete="email" />
    </>
  );
}
