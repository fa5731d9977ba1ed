// E-mail and password sign-in, shared by the login modal and the sign-in screen. Logs in through
// the account adapter and shows the server's reason when it refuses.
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { loginSchema } from '../forms/form-schemas';
import { SchemaField } from '../forms/schema-field';
import { useSchemaForm } from '../forms/use-schema-form';
import { useCurrentAccount } from '../lib/account-context';

export interface LoginFormProps {
  email?: string | undefined;
  onSuccess?: () => void;
  onForgotPassword?: (email: string) => void;
}

export function LoginForm({ email = '', onSuccess, onForgotPassword }: LoginFormProps) {
  const { login } = useCurrentAccount();
  const form = useSchemaForm(loginSchema, { email, password: '' });
  const submit = form.handleSubmit(async (values) => {
    await login(String(values.email), String(values.password));
    onSuccess?.();
  });
  return (
    <Form noValidate onSubmit={submit} aria-label="Sign in">
      {form.generalError && (
        <Alert variant="danger" role="alert">
          {form.generalError}
        </Alert>
      )}
      <SchemaField {...form.field('email')} autoComplete="username" />
      <SchemaField {...form.field('password')} inputType="password" autoComplete="current-password" />
      <div className="d-flex flex-wrap gap-2 align-items-center justify-content-between">
        <Button type="submit" disabled={form.submitting}>
          {form.submitting ? 'Signing in…' : 'Sign in'}
        </Button>
        {onForgotPassword && (
          <Button variant="link" className="px-0" onClick={() => onForgotPassword(String(form.state.values.email ?? ''))}>
            Forgot your password?
          </Button>
        )}
      </div>
    </Form>
  );
}
