// How an invitation reads to its invitee, the same in "Invitations for you" and on the link's page.
import type { IntlShape } from 'react-intl';
import type { CompanyRole } from '../../../api/companies/schema';

type Invitation = { inviterName: string; companyName: string; role: CompanyRole };

/**
 * "Anna K. invites you to join Berger GmbH as an owner." Without `intl` (callers not moved to the
 * catalogs yet: join/company-invitation-screen.tsx) it reads in English.
 */
export function invitationLead(invitation: Invitation, intl?: IntlShape): string {
  const values = { inviter: invitation.inviterName, company: invitation.companyName };
  if (intl) return intl.formatMessage({ id: invitation.role === 'owner' ? 'company.invitation.leadOwner' : 'company.invitation.leadMember' }, values);
  return `${values.inviter} invites you to join ${values.company} as ${invitation.role === 'owner' ? 'an owner' : 'a member'}.`;
}
