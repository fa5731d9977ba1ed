// A company's own account: name, e-mail and password (`users.signUpCustomer`). The new user is
// signed in at once and goes on to the experts, with the company registration open.
import { useEffect, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { customerSignUpSchema } from '../../forms/form-schemas';
import { PersonNameEmailFields } from '../../forms/person-name-email-fields';
import { SchemaField } from '../../forms/schema-field';
import { useSchemaForm } from '../../forms/use-schema-form';
import { useModal } from '../../modals/modal-context';
import { useCurrentAccount } from '../../lib/account-context';
import type { SignUpInput } from '../../lib/account-types';

export function CustomerSignUpForm() {
  const { signUp } = useCurrentAccount();
  const navigate = useNavigate();
  const { show } = useModal();
  const form = useSchemaForm(customerSignUpSchema);
  const formRef = useRef<HTMLFormElement>(null);
  // Shown in place of the button the user chose: focus moves to the first field.
  useEffect(() => formRef.current?.querySelector('input')?.focus(), []);
  const submit = form.handleSubmit(async ({ confirmPassword: _confirm, ...values }) => {
    await signUp('customer', values as unknown as SignUpInput);
    void navigate(paths.experts.href());
    show('register-company', {});
  });
  return (
    <Form ref={formRef} noValidate onSubmit={submit} aria-label="Create a company account">
      {form.generalError && (
        <Alert variant="danger" role="alert">
          {form.generalError}
        </Alert>
      )}
      <PersonNameEmailFields form={form} />
      <SchemaField {...form.field('password')} inputType="password" autoComplete="new-password" />
      <SchemaField {...form.field('confirmPassword')} inputType="password" autoComplete="new-password" />
      <Button type="submit" disabled={form.submitting}>
        {form.submitting ? 'Creating your account…' : 'Create account'}
      </Button>
    </Form>
  );
}
