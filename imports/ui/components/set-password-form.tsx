// A new password typed twice, set with a token from an e-mail (a reset or an invitation). The
// accounts client logs the user in with it; `onDone` decides where they go next.
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { newPasswordSchema, PASSWORD_MIN } from '../forms/form-schemas';
import { SchemaField } from '../forms/schema-field';
import { useSchemaForm } from '../forms/use-schema-form';
import { useCurrentAccount } from '../lib/account-context';

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
      {form.generalError && (
        <Alert variant="danger" role="alert">
          {form.generalError}
          {expired && (
            <>
              {' '}
              <Button variant="link" className="p-0 align-baseline" onClick={onExpired}>
                Send me a new link
              </Button>
            </>
          )}
        </Alert>
      )}
      <SchemaField {...form.field('password')} inputType="password" autoComplete="new-password" />
      <p className="form-text mt-n2">At least {PASSWORD_MIN} characters. A short sentence is easy to remember and hard to guess.</p>
      <SchemaField {...form.field('confirmPassword')} inputType="password" autoComplete="new-password" />
      <Button type="submit" disabled={form.submitting}>
        {form.submitting ? 'Saving…' : submitLabel}
      </Button>
    </Form>
  );
}

