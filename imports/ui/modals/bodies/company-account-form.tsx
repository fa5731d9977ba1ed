// Registering a company, step 1 for a visitor: the account (name, e-mail and password,
// `users.signUpCustomer`). A link goes to the address; opening it signs the new user in and goes
// on with the company form (the verify-email screen opens this dialog again).
import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { LinkSentNotice } from '../../components/link-sent-notice';
import { customerSignUpSchema } from '../../forms/form-schemas';
import { PersonNameEmailFields } from '../../forms/person-name-email-fields';
import { SchemaField } from '../../forms/schema-field';
import { useSchemaForm } from '../../forms/use-schema-form';
import { useCurrentAccount } from '../../lib/account-context';
import type { SignUpInput } from '../../lib/account-types';
import { useModal } from '../modal-context';
import { ModalFormFooter } from './modal-form-footer';
import { FormAlert } from '../../forms/form-alert';
import { FormattedMessage, useIntl } from 'react-intl';

export function CompanyAccountForm() {
  const { signUp } = useCurrentAccount();
  const { close } = useModal();
  const intl = useIntl();
  const form = useSchemaForm(customerSignUpSchema);
  const formRef = useRef<HTMLFormElement>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Shown in place of the button the user chose: focus moves to the first field.
  useEffect(() => formRef.current?.querySelector('input')?.focus(), []);
  const submit = form.handleSubmit(async ({ confirmPassword: _confirm, ...values }) => {
    setSentTo((await signUp('customer', values as unknown as SignUpInput)).sentTo);
  });
  if (sentTo) {
    return (
      <>
        <Modal.Body>
          <LinkSentNotice address={sentTo} />
        </Modal.Body>
        <Modal.Footer>
          <Button onClick={close}>
            <FormattedMessage id="modals.ok" />
          </Button>
        </Modal.Footer>
      </>
    );
  }
  return (
    <Form ref={formRef} noValidate onSubmit={submit} aria-label={intl.formatMessage({ id: 'modals.company.accountForm' })}>
      <Modal.Body>
        <p>
          <FormattedMessage id="modals.company.step1" />
        </p>
        <FormAlert error={form.generalError} />
        <PersonNameEmailFields form={form} />
        <SchemaField {...form.field('password')} inputType="password" autoComplete="new-password" />
        <SchemaField {...form.field('confirmPassword')} inputType="password" autoComplete="new-password" />
      </Modal.Body>
      <ModalFormFooter submitting={form.submitting}>
        <FormattedMessage id={form.submitting ? 'modals.company.creatingAccount' : 'modals.company.createAccount'} />
      </ModalFormFooter>
    </Form>
  );
}
