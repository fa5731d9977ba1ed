// A company's registration request; our team follows up with the account.
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { registerCompanySchema } from '../../forms/form-schemas';
import { SchemaField } from '../../forms/schema-field';
import { useSchemaForm } from '../../forms/use-schema-form';
import { useCurrentAccount } from '../../lib/account-context';
import { METHODS } from '../../lib/method-names';
import { useModal } from '../modal-context';

export default function RegisterCompanyModal() {
  const { callMethod } = useCurrentAccount();
  const { close } = useModal();
  const [sent, setSent] = useState(false);
  const form = useSchemaForm(registerCompanySchema);
  const submit = form.handleSubmit(async (values) => {
    await callMethod(METHODS.registerCompany, values);
    setSent(true);
  });
  if (sent) {
    return (
      <>
        <Modal.Body>
          <p role="status" className="mb-0">
            Thank you, your company is registered with us. We will contact you shortly to set up your account.
          </p>
        </Modal.Body>
        <Modal.Footer>
          <Button onClick={close}>Close</Button>
        </Modal.Footer>
      </>
    );
  }
  return (
    <Form noValidate onSubmit={submit} aria-label="Register your company">
      <Modal.Body>
        {form.generalError && (
          <Alert variant="danger" role="alert">
            {form.generalError}
          </Alert>
        )}
        <SchemaField {...form.field('companyName')} autoComplete="organization" />
        <SchemaField {...form.field('companyIdNo')} />
        <SchemaField {...form.field('country')} autoComplete="country-name" />
        <SchemaField {...form.field('name')} autoComplete="name" />
        <SchemaField {...form.field('email')} />
        <SchemaField {...form.field('phone')} inputType="tel" autoComplete="tel" />
        <SchemaField {...form.field('message')} />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={close}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.submitting}>
          Register
        </Button>
      </Modal.Footer>
    </Form>
  );
}
