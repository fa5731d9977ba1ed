// Asks for the e-mail and has the server send a reset link. The answer is the same whether or
// not an account exists, so the dialog never reveals who is registered.
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { forgotPasswordSchema } from '../../forms/form-schemas';
import { SchemaField } from '../../forms/schema-field';
import { useSchemaForm } from '../../forms/use-schema-form';
import { useCurrentAccount } from '../../lib/account-context';
import { useModal } from '../modal-context';
import type { ModalPropsMap } from '../modal-keys';

export default function ForgotPasswordModal({ email = '' }: ModalPropsMap['forgot-password']) {
  const { forgotPassword } = useCurrentAccount();
  const { show, close } = useModal();
  const form = useSchemaForm(forgotPasswordSchema, { email });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    await forgotPassword(String(values.email));
    setSentTo(String(values.email));
  });
  if (sentTo) {
    return (
      <>
        <Modal.Body>
          <p role="status" className="mb-0">
            If an account exists for {sentTo}, a link to set a new password is on its way. It is valid for three days.
          </p>
        </Modal.Body>
        <Modal.Footer>
          <Button onClick={close}>Close</Button>
        </Modal.Footer>
      </>
    );
  }
  return (
    <Form noValidate onSubmit={submit} aria-label="Reset password">
      <Modal.Body>
        <p>Enter the e-mail you signed up with and we will send you a link to set a new password.</p>
        {form.generalError && (
          <Alert variant="danger" role="alert">
            {form.generalError}
          </Alert>
        )}
        <SchemaField {...form.field('email')} />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="link" onClick={() => show('login', { email: String(form.state.values.email ?? '') })}>
          Back to sign in
        </Button>
        <Button type="submit" disabled={form.submitting}>
          Send the link
        </Button>
      </Modal.Footer>
    </Form>
  );
}
