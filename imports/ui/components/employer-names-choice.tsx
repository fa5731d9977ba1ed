// The opt-in for employer names on the public expert profile (My Profile's experience section and
// the wizard's step 4), with what it means: names stay off the public profile unless ticked.
import { SchemaField } from '../forms/schema-field';
import type { SchemaForm } from '../forms/use-schema-form';
import { FormattedMessage } from 'react-intl';

export function EmployerNamesChoice({ form }: { form: SchemaForm }) {
  return (
    <div className="mb-3">
      <SchemaField {...form.field('showEmployerNames')} />
      <p className="form-text mt-0 mb-0">
        <FormattedMessage id="sign-up.employerNames.hint" />
      </p>
    </div>
  );
}
