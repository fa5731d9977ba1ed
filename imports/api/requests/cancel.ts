// A customer cancels a request their company sent, while it is open (status.ts: the customer may
// only close). One conditional update whose selector states the whole rule (the request is open
// and belongs to a company the actor is a member of, or, without a company, was sent by the
// actor), so a concurrent admin move or a second click cannot record a cancellation twice.
// Decisions: the request is closed with the reason "cancelled" and a history entry by the actor
// (with their optional note), which the company's members and the admins' pipeline see live.
// Admins close requests with `requests.move`; they cancel only for a company they belong to.
// The cancellation tells the admins (not the company's other members, who see it live in My
// Requests, as Upwork tells the freelancers of a withdrawn job and not the client's team).
import { writeTogether } from 'meteor/mongo';
import { paths } from '../../ui/app/paths';
import { Companies } from '../companies/collection';
import { expertsOf, requestSenderName } from '../notifications/event-params';
import { notify } from '../notifications/events';
import { Requests } from './collection';
import { REQUEST_STATUSES, type RequestStatus } from './schema';
import { canMoveRequest } from './status';
import { userError } from '../common/user-error';
import { oncePerCall } from '../common/call-receipts';

/** The statuses a customer may cancel from. */
const CANCELLABLE: RequestStatus[] = REQUEST_STATUSES.map((item) => item.value).filter((status) => canMoveRequest(status, 'closed', 'customer'));

/** Selects the requests `userId` acts for: their companies' and their own without a company. */
async function requestsOf(userId: string): Promise<Record<string, unknown>> {
  const companies = await Companies.find({ 'members.userId': userId }, { fields: { _id: 1 } }).fetchAsync();
  return { $or: [{ accountId: { $in: companies.map((company) => company._id) } }, { userId, accountId: { $exists: false } }] };
}

/** A re-sent call (same randomSeed) answers as its first send, not "already closed" (call-receipts.ts). */
export function cancelRequest(userId: string, actorIsAdmin: boolean, requestId: string, note?: string): Promise<void> {
  return oncePerCall<void>(userId, async (receipt) => {
    const mine = await requestsOf(userId);
    const entry = { status: 'closed' as const, at: new Date(), by: userId, ...(note ? { note } : {}) };
    const own = await Requests.findOneAsync({ $and: [{ _id: requestId }, mine] }, { fields: { accountId: 1, userId: 1, contact: 1, title: 1, expertsWanted: 1 } });
    if (!own) {
      if (actorIsAdmin && (await Requests.findOneAsync({ _id: requestId }, { fields: { _id: 1 } }))) {
        throw userError(403, 'errors.request.onlySenderCancels');
      }
      // Others learn nothing, not even that the request exists.
      throw userError(404, 'errors.notFound.request');
    }
    const said = { companyName: await requestSenderName(own), ...expertsOf(own) };
    const applied = await writeTogether(
      [
        () =>
          Requests.updateAsync(
            { $and: [{ _id: requestId, status: { $in: CANCELLABLE } }, mine] },
            { $set: { status: 'closed', closeReason: 'cancelled' }, $push: { statusHistory: entry } },
          ),
        notify('request.cancelled', said, { admins: true, except: [userId] }, paths.adminRequests.href()),
        receipt(),
      ],
      { requireMatch: true },
    );
    if (!applied) throw userError(409, 'errors.already.requestClosed');
  });
}
