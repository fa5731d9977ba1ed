// "Register your company", the one way a company joins (from the header's Sign up, the sign-up
// page, My Company and a request): a visitor first creates their account with a password, then
// the same dialog goes on with the company form; a signed-in user starts at the company form
// (and becomes the company's owner and a customer).
import { useState } from 'react';
import { useCurrentAccount } from '../../lib/account-context';
import type { ModalPropsMap } from '../modal-keys';
import { CompanyAccountForm } from './company-account-form';
import { CompanyRegistrationForm } from './company-registration-form';

export default function RegisterCompanyModal({ request }: ModalPropsMap['register-company']) {
  const { userId } = useCurrentAccount();
  // Whether this dialog began with the account step: the company form is then step 2 of 2.
  const [startedAsVisitor] = useState(userId === null);
  return userId ? <CompanyRegistrationForm request={request} secondStep={startedAsVisitor} /> : <CompanyAccountForm />;
}
