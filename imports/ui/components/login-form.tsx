// E-mail and password sign-in, shared by the login modal and the sign-in screen. Logs in through
// the account adapter and shows the server's reason when it refuses. An account with two-factor
// sign-in is asked for its code when the server answers no-2fa-code (forms/two-factor-code.tsx).
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { loginSchema } from '../forms/form-schemas';
import { SchemaField } from '../forms/schema-field';
import { CodeField, asksForCode, codeErrorOnField, withCodeField } from '../forms/two-factor-code';
import { useSchemaForm } from '../forms/use-schema-form';
import { useCurrentAccount } from '../lib/account-context';
import { FormAlert } from '../forms/form-alert';

export interface LoginFormProps {
  email?: string | undefined;
  onSuccess?: () => void;
  onForgotPassword?: (email: string) => void;
}

const loginWithCodeSchema = withCodeField(loginSchema);

export function LoginForm({ email = '', onSuccess, onForgotPassword }: LoginFormProps) {
  const { login } = useCurrentAccount();
  const intl = useIntl();
  const [askingCode, setAskingCode] = useState(false);
  const form = useSchemaForm(askingCode ? loginWithCodeSchema : loginSchema, { email, password: '' });
  const codeBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (askingCode) codeBox.current?.querySelector('input')?.focus();
  }, [askingCode]);
  const submit = form.handleSubmit(async (values) => {
    try {
      if (askingCode) await login(String(values.email), String(values.password), String(values.code));
      else await login(String(values.email), String(values.password));
    } catch (error) {
      if (!askingCode && asksForCode(error)) return setAskingCode(true);
      throw codeErrorOnField(error);
    }
    onSuccess?.();
  });
  return (
    <Form noValidate onSubmit={submit} aria-label={intl.formatMessage({ id: 'forms.signIn' })}>
      <FormAlert error={form.generalError} />
      <SchemaField {...form.field('email')} autoComplete="username" />
      <SchemaField {...form.field('password')} inputType="password" autoComplete="current-password" />
      {askingCode && (
        <div ref={codeBox}>
          <p className="small mb-2">
            <FormattedMessage id="forms.codeAsked" />
          </p>
          <CodeField {...form.field('code')} />
        </div>
      )}
      <div className="d-flex flex-wrap gap-2 align-items-center justify-content-between">
        <Button type="submit" disabled={form.submitting}>
          <FormattedMessage id={form.submitting ? 'forms.signingIn' : 'forms.signIn'} />
        </Button>
        {onForgotPassword && (
          <Button variant="link" className="px-0" onClick={() => onForgotPassword(String(form.state.values.email ?? ''))}>
            <FormattedMessage id="forms.forgotPassword" />
          </Button>
        )}
      </div>
    </Form>
  );
}
