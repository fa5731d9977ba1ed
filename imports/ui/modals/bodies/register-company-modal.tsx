// A company account: a signed-in user registers the company (and becomes its owner and a
// customer); a visitor asks for an invitation for a customer account.
import { useCurrentAccount } from '../../lib/account-context';
import type { ModalPropsMap } from '../modal-keys';
import { CompanyInvitationForm } from './company-invitation-form';
import { CompanyRegistrationForm } from './company-registration-form';

export default function RegisterCompanyModal({ request }: ModalPropsMap['register-company']) {
  const { userId } = useCurrentAccount();
  return userId ? <CompanyRegistrationForm request={request} /> : <CompanyInvitationForm />;
}
