// Who may read and write a thread: the admins (the agency) on every thread; on a request's, the
// members of the company it was sent for (its sender when it has no company); on an
// application's, the candidate. Everyone else learns nothing, not even that the request or
// application exists (404). Server-only.
import { paths } from '../../ui/app/paths';
import { Applications } from '../applications/collection';
import type { ActingUser } from '../common/acting-user';
import { isAdmin } from '../common/define-method';
import { Companies } from '../companies/collection';
import type { Audience } from '../notifications/events';
import { Projects } from '../projects/collection';
import { Requests } from '../requests/collection';
import { type ConversationThread, threadIdOf, type ThreadKind, type ThreadSide } from './threads';
import { userError } from '../common/user-error';
import { subjectTitleOf } from './subject';

/** A thread as its caller may use it: where it is, whose it is, and the caller's side. */
export interface ThreadAccess {
  threadId: string;
  kind: ThreadKind;
  targetId: string;
  /** The client side, as the thread stores it. */
  client: Pick<ConversationThread, 'companyId' | 'userId'>;
  /** The request's or project's title line the subject quotes (none when the project is gone). */
  subjectTitle?: string;
  side: ThreadSide;
}

const notFound = () => userError(404, 'errors.notFound.conversation');

async function isMember(companyId: string, userId: string): Promise<boolean> {
  return (await Companies.find({ _id: companyId, 'members.userId': userId }, { limit: 1 }).countAsync()) > 0;
}

async function requestThread(user: ActingUser, admin: boolean, requestId: string): Promise<Omit<ThreadAccess, 'side'>> {
  const request = await Requests.findOneAsync({ _id: requestId }, { fields: { userId: 1, accountId: 1, title: 1, message: 1 } });
  if (!request) throw notFound();
  const client = request.accountId ? { companyId: request.accountId } : request.userId ? { userId: request.userId } : {};
  const allowed = admin || (client.companyId ? await isMember(client.companyId, user._id) : client.userId === user._id);
  if (!allowed) throw notFound();
  return { threadId: threadIdOf('request', requestId), kind: 'request', targetId: requestId, client, subjectTitle: subjectTitleOf(request.title ?? request.message) };
}

async function applicationThread(user: ActingUser, admin: boolean, applicationId: string): Promise<Omit<ThreadAccess, 'side'>> {
  const application = await Applications.findOneAsync({ _id: applicationId }, { fields: { userId: 1, projectId: 1 } });
  if (!application || (!admin && application.userId !== user._id)) throw notFound();
  const project = await Projects.findOneAsync({ _id: application.projectId }, { fields: { title: 1 } });
  const found = { threadId: threadIdOf('application', applicationId), kind: 'application' as const, targetId: applicationId, client: { userId: application.userId } };
  return project ? { ...found, subjectTitle: subjectTitleOf(project.title) } : found;
}

/** The thread of a request or application for `user`, or 404 when they are not part of it. */
export async function threadAccess(user: ActingUser, kind: ThreadKind, targetId: string): Promise<ThreadAccess> {
  const admin = isAdmin(user);
  const found = kind === 'request' ? await requestThread(user, admin, targetId) : await applicationThread(user, admin, targetId);
  return { ...found, side: admin ? 'agency' : 'client' };
}

/** Who hears of a message: the other side, never the sender. */
export function audienceOf(thread: ThreadAccess, senderId: string): Audience {
  if (thread.side === 'client') return { admins: true, except: [senderId] };
  const { companyId, userId } = thread.client;
  return { ...(companyId ? { companyId } : { userIds: userId ? [userId] : [] }), except: [senderId] };
}

/** The page a side sees a thread on: My Requests / My Applications, or the back office's table. */
export function pageOf(kind: ThreadKind, side: ThreadSide): string {
  if (kind === 'request') return side === 'agency' ? paths.adminRequests.href() : paths.myRequests.href();
  return side === 'agency' ? paths.adminApplications.href() : paths.myApplications.href();
}

export function otherSide(side: ThreadSide): ThreadSide {
  return side === 'agency' ? 'client' : 'agency';
}

/** The threads among `targetIds` that `user` is part of (the lists' unread counts). */
export async function visibleThreadsSelector(user: ActingUser, kind: ThreadKind, targetIds: string[]): Promise<Record<string, unknown>> {
  const selector = { kind, targetId: { $in: targetIds } };
  if (isAdmin(user)) return selector;
  if (kind === 'application') return { ...selector, userId: user._id };
  const companies = await Companies.find({ 'members.userId': user._id }, { fields: { _id: 1 } }).fetchAsync();
  return { ...selector, $or: [{ companyId: { $in: companies.map((company) => company._id) } }, { userId: user._id }] };
}
