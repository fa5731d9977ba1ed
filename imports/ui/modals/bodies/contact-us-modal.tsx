// A message to the team (`contactMessages.send`, with consent); thanks the sender in place once
// it is sent.
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { contactUsSchema } from '../../forms/form-schemas';
import { SchemaField } from '../../forms/schema-field';
import { useSchemaForm } from '../../forms/use-schema-form';
import { useCurrentAccount } from '../../lib/account-context';
import { displayName } from '../../lib/display-name';
import { withFormErrors } from '../../lib/method-names';
import type { MethodInput } from '../../lib/wire-api';
import { useModal } from '../modal-context';
import type { ModalPropsMap } from '../modal-keys';
import { ModalFormFooter } from './modal-form-footer';

export default function ContactUsModal({ subject = '' }: ModalPropsMap['contact-us']) {
  const { user, callMethod } = useCurrentAccount();
  const { close } = useModal();
  const [sent, setSent] = useState(false);
  const form = useSchemaForm(contactUsSchema, {
    name: user ? displayName(user) : '',
    email: user?.emails?.[0]?.address ?? '',
    subject,
    consent: null,
  });
  const submit = form.handleSubmit(async (values) => {
    // The page the message was written on helps the team answer it.
    const url = /^https?:/.test(window.location.href) ? window.location.href : undefined;
    const message = (url ? { ...values, url } : values) as MethodInput<'contactMessages.send'>;
    await withFormErrors('message', () => callMethod('contactMessages.send', message));
    setSent(true);
  });
  if (sent) {
    return (
      <>
        <Modal.Body>
          <p role="status" className="mb-0">
            Thank you for your message. We will answer you by e-mail soon.
          </p>
        </Modal.Body>
        <Modal.Footer>
          <Button onClick={close}>Close</Button>
        </Modal.Footer>
      </>
    );
  }
  return (
    <Form noValidate onSubmit={submit} aria-label="Contact us">
      <Modal.Body>
        {form.generalError && (
          <Alert variant="danger" role="alert">
            {form.generalError}
          </Alert>
        )}
        <SchemaField {...form.field('name')} autoComplete="name" />
        <SchemaField {...form.field('email')} inputType="email" autoComplete="email" />
        <SchemaField {...form.field('phone')} inputType="tel" autoComplete="tel" />
        <SchemaField {...form.field('company')} autoComplete="organization" />
        <SchemaField {...form.field('subject')} />
        <SchemaField {...form.field('message')} />
        <SchemaField {...form.field('consent')} />
      </Modal.Body>
      <ModalFormFooter submitting={form.submitting}>Send message</ModalFormFooter>
    </Form>
  );
}
