// Requesting an invitation and answering one. Decisions: a second request from an address with
// an open one is accepted silently and changes nothing (the sender learns nothing about what is
// stored). Answering claims the request first (new → invited/declined in one conditional update),
// so two admins cannot invite twice; an invitation creates the account without a password, with
// the role asked for, and queues an enroll link in the mail outbox; a step that fails undoes the
// others (no account without its request answered, nor the reverse). An address that already has
// an account is refused: that person can sign in or reset their password. A new request tells
// the admins. A request the client repeats after a reconnect (same randomSeed) finds its first
// send's under the seeded id and changes nothing, even once that one is answered (retried-insert.ts);
// an answer re-sent so is answered as its first send, not "already answered" (call-receipts.ts).
import { isValidationError } from 'meteor/aldeed:collection2';
import { Accounts } from 'meteor/accounts-base';
import 'meteor/accounts-password';
import { Roles } from 'meteor/alanning:roles';
import { isDuplicateKeyError, writeTogether } from 'meteor/mongo';
import { paths } from '../../ui/app/paths';
import { notify } from '../notifications/events';
import { usersCollection } from '../users/store';
import { InvitationRequests } from './collection';
import type { InvitationRequest } from './schema';
import { userError } from '../common/user-error';
import { isStoredFor, seededInsertId } from '../common/retried-insert';
import { forgetCallReceipt, oncePerCall, type ReceiptWrite } from '../common/call-receipts';

/** The requester's fields, and the consent box (stored as `consentAt`). */
export type InvitationRequestInput = Pick<InvitationRequest, 'email' | 'name' | 'kind' | 'company' | 'phone' | 'message'> & {
  consent: boolean;
};

export async function createInvitationRequest(input: InvitationRequestInput): Promise<void> {
  const { consent, ...fields } = input;
  if (consent !== true) throw userError(400, 'errors.consentRequired');
  const email = fields.email.toLowerCase();
  const { id, storedBefore } = await seededInsertId(InvitationRequests, { email });
  if (storedBefore) return;
  try {
    const requesterName = [fields.name.first, fields.name.last].filter(Boolean).join(' ') || email;
    await writeTogether([
      () => InvitationRequests.insertAsync({ ...fields, _id: id, email, consentAt: new Date(), status: 'new', openKey: email }),
      notify('invitation.requested', { requesterName }, { admins: true }, paths.adminInvitations.href()),
    ]);
  } catch (error) {
    if (isValidationError(error) && error.invalidKeys.some((key) => key.name === 'openKey' && key.type === 'notUnique')) return;
    // Two sends of one call at once: the other stored it (another address's seed fails as before).
    if (isDuplicateKeyError(error) && (await isStoredFor(InvitationRequests, id, { email }))) return;
    throw error;
  }
}

export type InvitationDecision = 'invite' | 'decline';

/** `adminId` answers; a re-sent call (same randomSeed) answers as its first send (common/call-receipts.ts). */
export function answerInvitationRequest(requestId: string, decision: InvitationDecision, adminId: string): Promise<{ userId?: string }> {
  return oncePerCall<{ userId?: string }>(adminId, async (receipt) => {
    const request = await InvitationRequests.findOneAsync({ _id: requestId });
    if (!request) throw userError(404, 'errors.notFound.invitationRequest');
    if (request.status !== 'new') throw userError(409, 'errors.already.requestAnswered');
    if (decision === 'decline') {
      await claim(request, 'declined', receipt({}));
      return {};
    }
    if (await Accounts.findUserByEmail(request.email)) throw userError(409, 'errors.already.addressInUse');
    await claim(request, 'invited');
    let userId: string | undefined;
    try {
      const invitedUserId = await Accounts.createUser({ email: request.email, profile: { name: request.name } });
      userId = invitedUserId;
      await Roles.addUsersToRoles(invitedUserId, request.kind);
      await writeTogether([() => InvitationRequests.updateAsync({ _id: request._id }, { $set: { invitedUserId } }), receipt({ userId: invitedUserId })]);
      // Queued in the mail outbox (Email.sendAsync's hook): an SMTP outage does not fail it.
      await Accounts.sendEnrollmentEmail(invitedUserId);
    } catch (error) {
      // Nothing half done: without its enroll mail the account could not be used, and a retry would
      // meet it as "already has an account". Undo both so an admin can answer again.
      if (userId) await usersCollection().removeAsync({ _id: userId });
      await InvitationRequests.updateAsync(
        { _id: request._id },
        { $set: { status: 'new', openKey: request.email }, $unset: { invitedAt: '', invitedUserId: '' } },
      );
      await forgetCallReceipt(adminId);
      throw error;
    }
    return { userId };
  });
}

async function claim(request: InvitationRequest, status: 'invited' | 'declined', receipt: ReceiptWrite = async () => undefined): Promise<void> {
  const changed = await writeTogether(
    [
      () =>
        InvitationRequests.updateAsync(
          { _id: request._id, status: 'new' },
          { $set: { status, ...(status === 'invited' ? { invitedAt: new Date() } : {}) }, $unset: { openKey: '' } },
        ),
      receipt,
    ],
    { requireMatch: true },
  );
  if (!changed) throw userError(409, 'errors.already.requestAnswered');
}
