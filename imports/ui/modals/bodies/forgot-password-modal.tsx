// Asks for the e-mail and has the server send a reset link. The answer is the same whether or
// not an account exists, so the dialog never reveals who is registered.
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { forgotPasswordSchema } from '../../forms/form-schemas';
import { SchemaField } from '../../forms/schema-field';
import { useSchemaForm } from '../../forms/use-schema-form';
import { useCurrentAccount } from '../../lib/account-context';
import { useModal } from '../modal-context';
import { ModalMessage } from './modal-message';
import type { ModalPropsMap } from '../modal-keys';
import { FormAlert } from '../../forms/form-alert';
import { FormattedMessage, useIntl } from 'react-intl';

export default function ForgotPasswordModal({ email = '' }: ModalPropsMap['forgot-password']) {
  const { forgotPassword } = useCurrentAccount();
  const { show } = useModal();
  const intl = useIntl();
  const form = useSchemaForm(forgotPasswordSchema, { email });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    await forgotPassword(String(values.email));
    setSentTo(String(values.email));
  });
  if (sentTo) {
    return (
      <ModalMessage closeLabel={<FormattedMessage id="modals.close" />}>
        <FormattedMessage id="modals.forgot.sent" values={{ email: sentTo }} />
      </ModalMessage>
    );
  }
  return (
    <Form noValidate onSubmit={submit} aria-label={intl.formatMessage({ id: 'modals.forgot.form' })}>
      <Modal.Body>
        <p>
          <FormattedMessage id="modals.forgot.lead" />
        </p>
        <FormAlert error={form.generalError} />
        <SchemaField {...form.field('email')} />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="link" onClick={() => show('login', { email: String(form.state.values.email ?? '') })}>
          <FormattedMessage id="modals.forgot.backToSignIn" />
        </Button>
        <Button type="submit" disabled={form.submitting}>
          <FormattedMessage id="modals.forgot.send" />
        </Button>
      </Modal.Footer>
    </Form>
  );
}
