// Step 1 of the expert sign-up: the account (e-mail, password) and personal details. Sending it
// asks for the account (`users.signUp.start`): a link goes to the address, and opening it signs
// the new user in and goes on with the wizard (/engine/verify-email/{token}).
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { LinkSentNotice } from '../../components/link-sent-notice';
import { ContactFields } from '../../forms/candidate-fields';
import { candidateSignUpSchema } from '../../forms/form-schemas';
import { PersonNameEmailFields } from '../../forms/person-name-email-fields';
import { SchemaField } from '../../forms/schema-field';
import { useSchemaForm } from '../../forms/use-schema-form';
import { useCurrentAccount } from '../../lib/account-context';
import type { SignUpInput } from '../../lib/account-types';
import { FormattedMessage, useIntl } from 'react-intl';

export function PersonalDetailsForm() {
  const { signUp } = useCurrentAccount();
  const form = useSchemaForm(candidateSignUpSchema);
  const intl = useIntl();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const submit = form.handleSubmit(async ({ confirmPassword: _confirm, ...values }) => {
    setSentTo((await signUp('candidate', values as unknown as SignUpInput)).sentTo);
  });
  if (sentTo) return <LinkSentNotice address={sentTo} />;
  return (
    <Form noValidate onSubmit={submit} aria-label={intl.formatMessage({ id: 'sign-up.personalDetails' })}>
      {form.generalError && (
        <Alert variant="danger" role="alert">
          {form.generalError}
        </Alert>
      )}
      <PersonNameEmailFields form={form} />
      <ContactFields form={form} />
      <SchemaField {...form.field('password')} inputType="password" autoComplete="new-password" />
      <SchemaField {...form.field('confirmPassword')} inputType="password" autoComplete="new-password" />
      <Button type="submit" disabled={form.submitting}>
        <FormattedMessage id={form.submitting ? 'sign-up.creatingAccount' : 'sign-up.createAccount'} />
      </Button>
    </Form>
  );
}
