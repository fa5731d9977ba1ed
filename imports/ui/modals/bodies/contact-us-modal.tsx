// A message to the team (`contactMessages.send`, with consent); thanks the sender in place once
// it is sent.
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { contactUsSchema } from '../../forms/form-schemas';
import { SchemaField } from '../../forms/schema-field';
import { useSchemaForm } from '../../forms/use-schema-form';
import { useCurrentAccount } from '../../lib/account-context';
import { displayName } from '../../lib/display-name';
import { withFormErrors } from '../../lib/method-errors';
import type { MethodInput } from '../../lib/wire-api';
import { ModalMessage } from './modal-message';
import type { ModalPropsMap } from '../modal-keys';
import { ModalFormFooter } from './modal-form-footer';
import { FormAlert } from '../../forms/form-alert';
import { FormattedMessage, useIntl } from 'react-intl';

export default function ContactUsModal({ subject = '' }: ModalPropsMap['contact-us']) {
  const { user, callMethod } = useCurrentAccount();
  const [sent, setSent] = useState(false);
  const intl = useIntl();
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
      <ModalMessage closeLabel={<FormattedMessage id="modals.close" />}>
        <FormattedMessage id="modals.contact.thanks" />
      </ModalMessage>
    );
  }
  return (
    <Form noValidate onSubmit={submit} aria-label={intl.formatMessage({ id: 'modals.title.contactUs' })}>
      <Modal.Body>
        <FormAlert error={form.generalError} />
        <SchemaField {...form.field('name')} autoComplete="name" />
        <SchemaField {...form.field('email')} inputType="email" autoComplete="email" />
        <SchemaField {...form.field('phone')} inputType="tel" autoComplete="tel" />
        <SchemaField {...form.field('company')} autoComplete="organization" />
        <SchemaField {...form.field('subject')} />
        <SchemaField {...form.field('message')} />
        <SchemaField {...form.field('consent')} />
      </Modal.Body>
      <ModalFormFooter submitting={form.submitting}>
        <FormattedMessage id="modals.contact.send" />
      </ModalFormFooter>
    </Form>
  );
}
