// The invited person's new password, typed twice and set with the enrolment token (which signs
// them in). A token the server refuses (expired after 30 days, or already used) is reported to
// the screen instead of as a raw error, so it can say so in words and offer a new invitation.
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { newPasswordSchema, PASSWORD_MIN } from '../../forms/form-schemas';
import { SchemaField } from '../../forms/schema-field';
import { useSchemaForm } from '../../forms/use-schema-form';
import { useCurrentAccount } from '../../lib/account-context';

function isRefusedToken(error: unknown): boolean {
  const e = error as { error?: unknown } | null;
  return e?.error === 403 || e?.error === '403';
}

export function JoinPasswordForm({ token, onDone, onRefused }: { token: string; onDone: () => void; onRefused: () => void }) {
  const { resetPassword } = useCurrentAccount();
  const form = useSchemaForm(newPasswordSchema, { password: '', confirmPassword: '' });
  const submit = form.handleSubmit(async (values) => {
    try {
      await resetPassword(token, String(values.password));
    } catch (error) {
      if (!isRefusedToken(error)) throw error;
      onRefused();
      return;
    }
    onDone();
  });
  return (
    <Form noValidate onSubmit={submit} aria-label="Choose your password">
      {form.generalError && (
        <Alert variant="danger" role="alert">
          {form.generalError}
        </Alert>
      )}
      <SchemaField {...form.field('password')} inputType="password" autoComplete="new-password" />
      <p className="form-text mt-n2">At least {PASSWORD_MIN} characters. A short sentence is easy to remember and hard to guess.</p>
      <SchemaField {...form.field('confirmPassword')} inputType="password" autoComplete="new-password" />
      <Button type="submit" disabled={form.submitting}>
        {form.submitting ? 'Saving…' : 'Set my password and continue'}
      </Button>
    </Form>
  );
}
