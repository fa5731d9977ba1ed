// My Profile: change the password (current one, new one twice) with Meteor's `changePassword`.
// A wrong current password is said on its field; other sessions of the account are logged out.
import { FormSection } from '../../components/page/form-section';
import { SchemaField } from '../../forms/schema-field';
import { useSchemaForm } from '../../forms/use-schema-form';
import { useCurrentAccount } from '../../lib/account-context';
import { passwordFormSchema } from './profile-schemas';

export function PasswordSection() {
  const { changePassword } = useCurrentAccount();
  const form = useSchemaForm(passwordFormSchema);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await changePassword(values.oldPassword as string, values.password as string);
    } catch (error) {
      // A signed-in user exists, so Meteor's 403 (worded ambiguously on purpose) means a wrong password.
      const code = (error as { error?: unknown } | null)?.error;
      if (code === 403 || code === '403') {
        throw { error: 400, reason: 'INVALID', details: JSON.stringify([{ name: 'oldPassword', message: 'This is not your current password' }]) };
      }
      throw error;
    }
  });
  return (
    <FormSection
      title="Password"
      description="Other devices signed in to your account are signed out when you change it."
      onSubmit={onSubmit}
      submitting={form.submitting}
      error={form.generalError}
      saved={form.saved}
      submitLabel="Change password"
    >
      <SchemaField {...form.field('oldPassword')} inputType="password" autoComplete="current-password" />
      <SchemaField {...form.field('password')} inputType="password" autoComplete="new-password" />
      <SchemaField {...form.field('confirmPassword')} inputType="password" autoComplete="new-password" />
    </FormSection>
  );
}
