// A visitor asks for a customer account (`invitationRequests.create`, kind 'customer'); the team
// reviews it and sends an invitation link.
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { invitationRequestSchema } from '../../forms/form-schemas';
import { PersonNameEmailFields } from '../../forms/person-name-email-fields';
import { SchemaField } from '../../forms/schema-field';
import { useSchemaForm } from '../../forms/use-schema-form';
import { useCurrentAccount } from '../../lib/account-context';
import { METHODS, withFormErrors } from '../../lib/method-names';
import { useModal } from '../modal-context';

export function CompanyInvitationForm() {
  const { callMethod } = useCurrentAccount();
  const { show, close } = useModal();
  const form = useSchemaForm(invitationRequestSchema, { consent: null });
  const submit = form.handleSubmit(async (values) => {
    await withFormErrors('request', () => callMethod(METHODS.requestInvitation, { ...values, kind: 'customer' }));
    show('request-invitation-sent');
  });
  return (
    <Form noValidate onSubmit={submit} aria-label="Register your company">
      <Modal.Body>
        <p>Tell us who you are. We set up your company account and send you a link to sign in.</p>
        {form.generalError && (
          <Alert variant="danger" role="alert">
            {form.generalError}
          </Alert>
        )}
        <PersonNameEmailFields form={form} />
        <SchemaField {...form.field('company')} autoComplete="organization" />
        <SchemaField {...form.field('phone')} inputType="tel" autoComplete="tel" />
        <SchemaField {...form.field('message')} />
        <SchemaField {...form.field('consent')} />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={close}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.submitting}>
          Ask for an account
        </Button>
      </Modal.Footer>
    </Form>
  );
}
