// How an invitation reads to its invitee, the same in "Invitations for you" and on the link's page.
import type { CompanyRole } from '../../../api/companies/schema';

export function invitationLead(invitation: { inviterName: string; companyName: string; role: CompanyRole }): string {
  const role = invitation.role === 'owner' ? 'an owner' : 'a member';
  return `${invitation.inviterName} invites you to join ${invitation.companyName} as ${role}.`;
}
