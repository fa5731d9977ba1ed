// Messages and requests people sent without an account (contact messages, invitation requests,
// expert requests with contact details) go two years after their last change, which is the team's
// last answer or status change, or their arrival if nobody answered.
import { ContactMessages } from '../contact-messages/collection';
import { InvitationRequests } from '../invitation-requests/collection';
import { Requests } from '../requests/collection';
import { MESSAGE_KEEP_MS } from './retention-policy';

function lastChangedBefore(cutoff: Date): Record<string, unknown> {
  return {
    $or: [{ 'docInfo.updatedAt': { $lt: cutoff } }, { 'docInfo.updatedAt': { $exists: false }, 'docInfo.createdAt': { $lt: cutoff } }],
  };
}

export async function removeOldAnonymousRecords(now: Date): Promise<{ contactMessages: number; invitationRequests: number; visitorRequests: number }> {
  const old = lastChangedBefore(new Date(now.getTime() - MESSAGE_KEEP_MS));
  return {
    contactMessages: await ContactMessages.removeAsync(old),
    invitationRequests: await InvitationRequests.removeAsync(old),
    // A customer's request belongs to their company's history; only a visitor's goes.
    visitorRequests: await Requests.removeAsync({ $and: [old, { userId: { $exists: false } }] }),
  };
}
