// "How this expert fits your open requests": a published expert scored by score.ts against each
// open request of the caller's selected company, and the caller's own requests sent without a
// company, that names what the experts need (profile.ts, requirementsOfRequest). Server only;
// methods.ts lets customers (and admins) call it.
//
// Decisions where the task is silent:
// - "Their company" is the selected company (as My Requests shows it), and only while the caller
//   is still a member of it: a stale selection shows the own requests alone. A member of another
//   company never reads this company's requests, not even their titles.
// - Admins get exactly what a customer gets (the requests of their selected company and their
//   own): the fit is a customer's view, and the back office has Best matches for projects.
// - Open means new or in progress; at most the 20 newest are scored (a company rarely has more
//   open at once, and the panel stays readable).
import type { ActingUser } from '../common/acting-user';
import { userError } from '../common/user-error';
import { Companies } from '../companies/collection';
import { People } from '../people/collection';
import { Requests } from '../requests/collection';
import { profileOfPerson, requirementsOfRequest } from './profile';
import { type MatchReason, scoreMatch } from './score';
import { serverMatchWeights } from './server-weights';

export const MAX_FITTED_REQUESTS = 20;
/** How much of an untitled request's message names it in the panel. */
const MESSAGE_EXCERPT = 80;

export interface RequestFit {
  requestId: string;
  /** The request's title, or the start of its message when it has none. */
  name: string;
  score: number;
  reasons: MatchReason[];
}

/** The company whose requests the caller reads: the selected one, if they still belong to it. */
async function memberCompanyId(user: ActingUser): Promise<string | null> {
  if (!user.selectedAccountId) return null;
  const company = await Companies.findOneAsync({ _id: user.selectedAccountId, 'members.userId': user._id }, { fields: { _id: 1 } });
  return company?._id ?? null;
}

function nameOf(request: { title?: string; message: string }): string {
  if (request.title) return request.title;
  return request.message.length > MESSAGE_EXCERPT ? `${request.message.slice(0, MESSAGE_EXCERPT)}…` : request.message;
}

export async function fitForMyRequests(user: ActingUser, peopleId: string, now = new Date()): Promise<RequestFit[]> {
  const person = await People.findOneAsync({ _id: peopleId, status: 'published' });
  if (!person) throw userError(404, 'errors.notFound.expert');
  const companyId = await memberCompanyId(user);
  const mine = [{ userId: user._id, accountId: { $exists: false } }, ...(companyId ? [{ accountId: companyId }] : [])];
  const requests = await Requests.find(
    { status: { $in: ['new', 'in-progress'] }, $or: mine },
    { sort: { 'docInfo.createdAt': -1 }, limit: MAX_FITTED_REQUESTS },
  ).fetchAsync();
  const profile = profileOfPerson(person);
  const options = { weights: serverMatchWeights(), now };
  return requests.flatMap((request) => {
    const requirements = requirementsOfRequest(request);
    if (!requirements) return [];
    return [{ requestId: request._id, name: nameOf(request), ...scoreMatch(requirements, profile, options) }];
  });
}
