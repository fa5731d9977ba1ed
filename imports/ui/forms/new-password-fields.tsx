// A new password typed twice, with the one hint about its length every such form gives.
import { FormattedMessage } from 'react-intl';
import { PASSWORD_MIN } from './form-schemas';
import { SchemaField } from './schema-field';
import type { SchemaForm } from './use-schema-form';

export function NewPasswordFields({ form }: { form: SchemaForm }) {
  return (
    <>
      <SchemaField {...form.field('password')} inputType="password" autoComplete="new-password" />
      <p className="form-text mt-n2">
        <FormattedMessage id="forms.passwordHint" values={{ min: PASSWORD_MIN }} />
      </p>
      <SchemaField {...form.field('confirmPassword')} inputType="password" autoComplete="new-password" />
    </>
  );
}
