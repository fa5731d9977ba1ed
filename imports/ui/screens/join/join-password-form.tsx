// The invited person's new password, typed twice, and (for everyone but an expert) their first
// and last name, prefilled with what is known; all of it is saved in one step with the enrolment
// token (`users.acceptInvitation`, which signs them in). A token the server refuses (expired after
// 30 days, or used in the meantime) is reported to the screen instead of as a raw error, so it can
// say so in words and offer a new invitation.
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { InvitationInfo } from '../../../api/users/sign-up-schemas';
import { NameFields } from '../../forms/candidate-fields';
import { joinWithNameSchema, newPasswordSchema, PASSWORD_MIN } from '../../forms/form-schemas';
import { SchemaField } from '../../forms/schema-field';
import { useSchemaForm } from '../../forms/use-schema-form';
import { useCurrentAccount } from '../../lib/account-context';
import { isRefusedLink } from './use-invitation';

export interface JoinPasswordFormProps {
  token: string;
  invitation: InvitationInfo;
  onDone: () => void;
  onRefused: () => void;
}

export function JoinPasswordForm({ token, invitation, onDone, onRefused }: JoinPasswordFormProps) {
  const { acceptInvitation } = useCurrentAccount();
  const { asksName, name } = invitation;
  const form = useSchemaForm(asksName ? joinWithNameSchema : newPasswordSchema, {
    password: '',
    confirmPassword: '',
    ...(asksName ? { name: { first: name.first, last: name.last } } : {}),
  });
  const submit = form.handleSubmit(async (values) => {
    const typed = values.name as { first: string; last: string } | undefined;
    try {
      await acceptInvitation(token, String(values.password), asksName && typed ? { first: typed.first, last: typed.last } : undefined);
    } catch (error) {
      if (!isRefusedLink(error)) throw error;
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
      {asksName && <NameFields form={form} />}
      <SchemaField {...form.field('password')} inputType="password" autoComplete="new-password" />
      <p className="form-text mt-n2">At least {PASSWORD_MIN} characters. A short sentence is easy to remember and hard to guess.</p>
      <SchemaField {...form.field('confirmPassword')} inputType="password" autoComplete="new-password" />
      <Button type="submit" disabled={form.submitting}>
        {form.submitting ? 'Saving…' : 'Set my password and continue'}
      </Button>
    </Form>
  );
}
