// A company's invitations name an address that may belong to nobody with an account: members see
// them with their status for a while (who declined, what expired), then they go, 90 days after
// the answer or the expiry.
import { CompanyInvitations } from '../company-invitations/collection';
import { INVITATION_KEEP_MS } from './retention-policy';

export async function removeOldInvitations(now: Date): Promise<{ companyInvitations: number }> {
  const cutoff = new Date(now.getTime() - INVITATION_KEEP_MS);
  return {
    companyInvitations: await CompanyInvitations.removeAsync({
      $or: [{ status: 'pending', expiresAt: { $lt: cutoff } }, { status: { $ne: 'pending' }, answeredAt: { $lt: cutoff } }],
    }),
  };
}
