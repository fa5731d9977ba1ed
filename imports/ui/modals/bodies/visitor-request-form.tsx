// A visitor's request without an account: what they need plus how to reach them, with consent.
import { useEffect, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { visitorRequestSchema } from '../../forms/form-schemas';
import { SchemaField } from '../../forms/schema-field';
import { useSchemaForm } from '../../forms/use-schema-form';
import { useCurrentAccount } from '../../lib/account-context';
import { withFormErrors } from '../../lib/method-errors';
import { useModal } from '../modal-context';
import type { RequestTarget } from '../modal-keys';
import { RequestFields, requestPayload } from './request-fields';
import { FormAlert } from '../../forms/form-alert';
import { FormattedMessage, useIntl } from 'react-intl';

export function VisitorRequestForm(target: RequestTarget & { onBack?: () => void }) {
  const { callMethod } = useCurrentAccount();
  const { show, close } = useModal();
  const intl = useIntl();
  const form = useSchemaForm(visitorRequestSchema, { contact: { consent: null } });
  const formRef = useRef<HTMLFormElement>(null);
  const inline = target.onBack !== undefined;
  // Opened in place of the choice the visitor just made: focus moves to the first field.
  useEffect(() => {
    if (inline) formRef.current?.querySelector<HTMLElement>('textarea, input')?.focus();
  }, [inline]);
  const submit = form.handleSubmit(async (values) => {
    await withFormErrors('request', () => callMethod('peopleRequests.send', requestPayload(values, target)));
    show('request-sent', target);
  });
  return (
    <Form ref={formRef} noValidate onSubmit={submit} aria-label={intl.formatMessage({ id: 'modals.title.sendRequest' })}>
      <Modal.Body>
        <p>
          <FormattedMessage id="modals.request.visitorLead" />
        </p>
        <FormAlert error={form.generalError} />
        <RequestFields form={form} />
        <fieldset>
          <legend className="h6">
            <FormattedMessage id="modals.request.reachYou" />
          </legend>
          <SchemaField {...form.field('contact.name')} autoComplete="name" />
          <SchemaField {...form.field('contact.email')} inputType="email" autoComplete="email" />
          <SchemaField {...form.field('contact.phone')} inputType="tel" autoComplete="tel" />
          <SchemaField {...form.field('contact.company')} autoComplete="organization" />
          <SchemaField {...form.field('contact.consent')} />
        </fieldset>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={target.onBack ?? close}>
          {target.onBack ? <FormattedMessage id="modals.back" /> : <FormattedMessage id="modals.cancel" />}
        </Button>
        <Button type="submit" disabled={form.submitting}>
          <FormattedMessage id="modals.request.send" />
        </Button>
      </Modal.Footer>
    </Form>
  );
}
