// My Profile: change the password (current one, new one twice) with Meteor's `changePassword`.
// A wrong current password is said on its field; other sessions of the account are logged out.
import { useIntl } from 'react-intl';
import { FormSection } from '../../components/page/form-section';
import { SchemaField } from '../../forms/schema-field';
import { useSchemaForm } from '../../forms/use-schema-form';
import { useCurrentAccount } from '../../lib/account-context';
import { passwordFormSchema, useLabelledSchema } from './profile-schemas';
import { withWrongPasswordOn } from './wrong-password';

export function PasswordSection() {
  const { changePassword } = useCurrentAccount();
  const intl = useIntl();
  const schema = useLabelledSchema(passwordFormSchema);
  const form = useSchemaForm(schema);
  const onSubmit = form.handleSubmit(async (values) => {
    await withWrongPasswordOn('oldPassword', intl, () => changePassword(values.oldPassword as string, values.password as string));
  });
  return (
    <FormSection
      title={intl.formatMessage({ id: 'profile.password.title' })}
      description={intl.formatMessage({ id: 'profile.password.description' })}
      onSubmit={onSubmit}
      submitting={form.submitting}
      error={form.generalError}
      saved={form.saved}
      submitLabel={intl.formatMessage({ id: 'profile.password.submit' })}
    >
      <SchemaField {...form.field('oldPassword')} inputType="password" autoComplete="current-password" />
      <SchemaField {...form.field('password')} inputType="password" autoComplete="new-password" />
      <SchemaField {...form.field('confirmPassword')} inputType="password" autoComplete="new-password" />
    </FormSection>
  );
}
