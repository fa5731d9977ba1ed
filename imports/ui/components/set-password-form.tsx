// A new password typed twice, set with a token from an e-mail (a reset or an invitation). The
// accounts client logs the user in with it; `onDone` decides where they go next.
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormAlert } from '../forms/form-alert';
import { newPasswordSchema } from '../forms/form-schemas';
import { NewPasswordFields } from '../forms/new-password-fields';
import { useSchemaForm } from '../forms/use-schema-form';
import { useCurrentAccount } from '../lib/account-context';
import { FormattedMessage } from 'react-intl';

export interface SetPasswordFormProps {
  token: string;
  submitLabel: string;
  onDone: () => void;
  /** Shown when the server refuses the token (expired or already used). */
  onExpired?: () => void;
}


export function SetPasswordForm({ token, submitLabel, onDone, onExpired }: SetPasswordFormProps) {
  const { resetPassword } = useCurrentAccount();
  const form = useSchemaForm(newPasswordSchema, { password: '', confirmPassword: '' });
  const submit = form.handleSubmit(async (values) => {
    await resetPassword(token, String(values.password));
    onDone();
  });
  const expired = form.generalError !== null && onExpired !== undefined;
  return (
    <Form noValidate onSubmit={submit} aria-label={submitLabel}>
      <FormAlert error={form.generalError}>
        {expired && (
          <>
            {' '}
            <Button variant="link" className="p-0 align-baseline" onClick={onExpired}>
              <FormattedMessage id="sign-up.password.newLink" />
            </Button>
          </>
        )}
      </FormAlert>
      <NewPasswordFields form={form} />
      <Button type="submit" disabled={form.submitting}>
        {form.submitting ? <FormattedMessage id="sign-up.saving" /> : submitLabel}
      </Button>
    </Form>
  );
}

