// The invited person's new password, typed twice, and (for everyone but an expert) their first
// and last name, prefilled with what is known; all of it is saved in one step with the link's
// token by `accept` (`users.acceptInvitation`, or `companyInvitations.acceptWithSignUp` for a
// company's invitation; both sign the person in). A token the server refuses (expired, used or
// withdrawn in the meantime) is reported to the screen instead of as a raw error, so it can say
// so in words.
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { PersonName } from '../../../api/users/sign-up-schemas';
import { NameFields } from '../../forms/candidate-fields';
import { joinWithNameSchema, newPasswordSchema } from '../../forms/form-schemas';
import { NewPasswordFields } from '../../forms/new-password-fields';
import { useSchemaForm } from '../../forms/use-schema-form';
import { isRefusedLink } from './use-invitation';
import { FormAlert } from '../../forms/form-alert';
import { FormattedMessage, useIntl } from 'react-intl';

export interface JoinPasswordFormProps {
  /** Whether the form asks the name (everyone but an expert), prefilled with `name`. */
  asksName: boolean;
  name: PersonName;
  submitLabel: string;
  accept: (password: string, name: PersonName | undefined) => Promise<void>;
  onDone: () => void;
  onRefused: () => void;
}

export function JoinPasswordForm({ asksName, name, submitLabel, accept, onDone, onRefused }: JoinPasswordFormProps) {
  const form = useSchemaForm(asksName ? joinWithNameSchema : newPasswordSchema, {
    password: '',
    confirmPassword: '',
    ...(asksName ? { name: { first: name.first, last: name.last } } : {}),
  });
  const intl = useIntl();
  const submit = form.handleSubmit(async (values) => {
    const typed = values.name as PersonName | undefined;
    try {
      await accept(String(values.password), asksName && typed ? { first: typed.first, last: typed.last } : undefined);
    } catch (error) {
      if (!isRefusedLink(error)) throw error;
      onRefused();
      return;
    }
    onDone();
  });
  return (
    <Form noValidate onSubmit={submit} aria-label={intl.formatMessage({ id: 'join.password.form' })}>
      <FormAlert error={form.generalError} />
      {asksName && <NameFields form={form} />}
      <NewPasswordFields form={form} />
      <Button type="submit" disabled={form.submitting}>
        {form.submitting ? <FormattedMessage id="join.saving" /> : submitLabel}
      </Button>
    </Form>
  );
}
