// Sending a request for experts and moving it through its statuses.
// Decisions: a logged-in sender needs the 'people' rule (a customer) and is reached through the
// account, so contact details are refused; a visitor must leave contact details and tick the
// consent box. A start date left out means "as soon as possible". The request is linked to the
// sender's selected company (accountId) when they have one.
// Who hears of it: the admins when a request arrives (the sender gets a confirmation when they
// have an account; a visitor's address is not proven theirs, so nothing is mailed to it), and the
// company's members (or the sender without a company) when an admin moves it, with the note.
// A send the client repeats after a reconnect (same randomSeed) is stored once and answered alike
// (common/retried-insert.ts); the same sender is the account, or a visitor's contact address.
import { isDuplicateKeyError, writeTogether } from 'meteor/mongo';
import { paths } from '../../ui/app/paths';
import type { ActingUser } from '../common/acting-user';
import { mayUser } from '../common/permissions';
import { expertsOf, requestSenderName } from '../notifications/event-params';
import { type Audience, notify } from '../notifications/events';
import { Requests } from './collection';
import type { ExpertRequest, RequestCloseReason, RequestStatus } from './schema';
import type { LanguageRequirement, RateRange, Skill } from '../common/lists';
import { canMoveRequest } from './status';
import { statusMessageId } from '../../i18n/status-message-id';
import { userError } from '../common/user-error';
import { isStoredFor, seededInsertId } from '../common/retried-insert';
import { oncePerCall } from '../common/call-receipts';

export interface SendRequestInput {
  peopleIds?: string[];
  title?: string;
  message: string;
  expertsWanted?: number;
  start?: Date;
  duration?: number;
  skills?: Skill[];
  languages?: LanguageRequirement[];
  rate?: RateRange;
  contact?: { name: string; email: string; phone?: string; company?: string; consent: boolean };
}

export async function sendRequest(user: ActingUser | null, input: SendRequestInput): Promise<string> {
  const peopleIds = [...new Set(input.peopleIds ?? [])];
  const request: Omit<ExpertRequest, '_id'> = {
    message: input.message,
    expertsWanted: input.expertsWanted ?? Math.max(1, peopleIds.length),
    ...(peopleIds.length > 0 ? { peopleIds } : {}),
    ...(input.title ? { title: input.title } : {}),
    ...(input.start ? { startDate: input.start } : { startAsap: true }),
    ...(input.duration ? { durationMonths: input.duration } : {}),
    // What the experts need: empty lists are left out, so "no requirement" reads the same always.
    ...(input.skills?.length ? { skills: input.skills } : {}),
    ...(input.languages?.length ? { languages: input.languages } : {}),
    ...(input.rate ? { rate: input.rate } : {}),
    status: 'new',
    statusHistory: [{ status: 'new', at: new Date(), ...(user ? { by: user._id } : {}) }],
  };
  if (user) {
    if (!mayUser(user, 'people')) throw userError(403, 'errors.request.registerCompany');
    if (input.contact) throw userError(400, 'errors.request.signedInNoContact');
    request.userId = user._id;
    if (user.selectedAccountId) request.accountId = user.selectedAccountId;
  } else {
    if (!input.contact) throw userError(400, 'errors.request.leaveContact');
    const { consent, ...contact } = input.contact;
    if (consent !== true) throw userError(400, 'errors.consentRequired');
    request.contact = { ...contact, consentAt: new Date() };
  }
  const sender = user ? { userId: user._id } : { userId: { $exists: false }, 'contact.email': request.contact!.email };
  const { id, storedBefore } = await seededInsertId(Requests, sender);
  if (storedBefore) return id;
  const said = { companyName: await requestSenderName(request), ...expertsOf(request) };
  const confirmation = user ? [notify('request.confirmed', said, { userIds: [user._id] }, paths.myRequests.href())] : [];
  try {
    const [requestId] = (await writeTogether([
      () => Requests.insertAsync({ ...request, _id: id }),
      notify('request.sent', said, { admins: true, ...(user ? { except: [user._id] } : {}) }, paths.adminRequests.href()),
      ...confirmation,
    ]))!;
    return requestId;
  } catch (error) {
    if (isDuplicateKeyError(error) && (await isStoredFor(Requests, id, sender))) return id;
    throw error;
  }
}

/** The customers who follow a request: its company's members, or the sender without a company. */
export function followersOf(request: Pick<ExpertRequest, 'accountId' | 'userId'>): Audience | null {
  if (request.accountId) return { companyId: request.accountId };
  return request.userId ? { userIds: [request.userId] } : null;
}

/** An admin moves a request (a re-sent call answers as its first send: call-receipts.ts). */
export function moveRequest(
  adminId: string,
  requestId: string,
  move: { status: RequestStatus; closeReason?: RequestCloseReason; note?: string },
): Promise<void> {
  return oncePerCall<void>(adminId, async (receipt) => {
    const current = await Requests.findOneAsync({ _id: requestId }, { fields: { status: 1, accountId: 1, userId: 1, title: 1, expertsWanted: 1 } });
    if (!current) throw userError(404, 'errors.notFound.request');
    if (!canMoveRequest(current.status, move.status, 'admin')) {
      throw userError(409, 'errors.request.cannotMove', undefined, undefined, { from: statusMessageId('request', current.status), to: statusMessageId('request', move.status) });
    }
    const closing = move.status === 'closed';
    if (closing && !move.closeReason) throw userError(400, 'errors.request.sayWhyClosed');
    const entry = { status: move.status, at: new Date(), by: adminId, ...(move.note ? { note: move.note } : {}) };
    const followers = followersOf(current);
    const said = {
      ...expertsOf(current),
      status: move.status,
      ...(closing ? { closeReason: move.closeReason! } : {}),
      ...(move.note ? { note: move.note } : {}),
    };
    const applied = await writeTogether(
      [
        () =>
          Requests.updateAsync(
            { _id: requestId, status: current.status },
            closing
              ? { $set: { status: move.status, closeReason: move.closeReason }, $push: { statusHistory: entry } }
              : { $set: { status: move.status }, $unset: { closeReason: '' }, $push: { statusHistory: entry } },
          ),
        ...(followers ? [notify('request.moved', said, { ...followers, except: [adminId] }, paths.myRequests.href())] : []),
        receipt(),
      ],
      { requireMatch: true },
    );
    if (!applied) throw userError(409, 'errors.changed.request');
  });
}
