// A customer's (or visitor's) request for an expert: contact details and what they need.
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { sendRequestSchema } from '../../forms/form-schemas';
import { SchemaField } from '../../forms/schema-field';
import { useSchemaForm } from '../../forms/use-schema-form';
import { useCurrentAccount } from '../../lib/account-context';
import { displayName } from '../../lib/display-name';
import { METHODS } from '../../lib/method-names';
import { useModal } from '../modal-context';
import type { ModalPropsMap } from '../modal-keys';

export default function SendRequestModal({ peopleId, expertName }: ModalPropsMap['send-request']) {
  const { user, callMethod } = useCurrentAccount();
  const { show, close } = useModal();
  const form = useSchemaForm(sendRequestSchema, {
    peopleId,
    name: user ? displayName(user) : '',
    email: user?.emails?.[0]?.address ?? '',
  });
  const submit = form.handleSubmit(async (values) => {
    await callMethod(METHODS.sendRequest, values);
    show('request-sent', { peopleId, expertName });
  });
  return (
    <Form noValidate onSubmit={submit} aria-label="Send a request">
      <Modal.Body>
        <p>
          {expertName ? `Tell us about your need and we will check ${expertName}'s availability.` : 'Tell us about your need and we will find the right expert.'}
        </p>
        {form.generalError && (
          <Alert variant="danger" role="alert">
            {form.generalError}
          </Alert>
        )}
        <SchemaField {...form.field('name')} autoComplete="name" />
        <SchemaField {...form.field('email')} />
        <SchemaField {...form.field('phone')} inputType="tel" autoComplete="tel" />
        <SchemaField {...form.field('company')} autoComplete="organization" />
        <SchemaField {...form.field('message')} />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={close}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.submitting}>
          Send request
        </Button>
      </Modal.Footer>
    </Form>
  );
}
