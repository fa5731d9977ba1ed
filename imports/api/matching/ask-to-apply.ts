// "Ask to apply": an admin points a person at a project they match. It only sends a notification
// (in-app, and by mail through the outbox like every other kind) with the project's link; the
// person decides whether to apply.
//
// Once per (project, person): the ask is stored with its notification in one write (asks.ts's
// unique pair key), so a second ask, by any admin, is refused with 409 and the date of the first;
// a person who already applied to the project (an application in any status) is refused too.
// A call the client sends again after a reconnect (same randomSeed) finds its first send's ask
// under the seeded id and answers as the first did, without a second notification
// (common/retried-insert.ts).
import { isValidationError } from 'meteor/aldeed:collection2';
import { isDuplicateKeyError, writeTogether } from 'meteor/mongo';
import { paths } from '../../ui/app/paths';
import { dayText } from '../../ui/lib/day-text';
import { Applications } from '../applications/collection';
import { isStoredFor, seededInsertId } from '../common/retried-insert';
import { userError } from '../common/user-error';
import { notify } from '../notifications/events';
import { Projects } from '../projects/collection';
import { findLiveUser } from '../users/store';
import { ApplyAsks, pairKeyOf } from './asks';

export interface AskAnswer {
  notified: true;
  askedAt: Date;
}

function alreadyAsked(askedAt: Date): Error {
  // The date in the app's English (the reason); `askedAt` (ms) for programs and the browser, which writes it in the reader's language.
  return userError(409, 'errors.matching.alreadyAsked', { date: dayText(askedAt) }, { askedAt: askedAt.getTime() });
}

async function storedAskAt(selector: { _id: string } | { pairKey: string }): Promise<Date | undefined> {
  return (await ApplyAsks.findOneAsync(selector, { fields: { askedAt: 1 } }))?.askedAt;
}

export async function askToApply(adminId: string, projectId: string, userId: string): Promise<AskAnswer> {
  // First: a repeated send is answered as the first was, whatever changed since.
  const owner = { askedBy: adminId, projectId, userId };
  const { id, storedBefore } = await seededInsertId(ApplyAsks, owner);
  if (storedBefore) return { notified: true, askedAt: (await storedAskAt({ _id: id }))! };
  const project = await Projects.findOneAsync({ _id: projectId }, { fields: { title: 1, urlName: 1, status: 1 } });
  if (!project) throw userError(404, 'errors.notFound.project');
  // Only an open project takes applications: asking to apply to anything else would mislead.
  if (project.status !== 'open') throw userError(409, 'errors.project.notOpen');
  const user = await findLiveUser(userId, { roles: 1, disabledAt: 1 });
  if (user.disabledAt || !user.roles?.includes('candidate')) throw userError(404, 'errors.notFound.user');
  const pairKey = pairKeyOf(projectId, userId);
  const askedBefore = await storedAskAt({ pairKey });
  if (askedBefore) throw alreadyAsked(askedBefore);
  if (await Applications.findOneAsync({ projectId, userId }, { fields: { _id: 1 } })) throw userError(409, 'errors.matching.alreadyApplied');
  const askedAt = new Date();
  try {
    await writeTogether([
      () => ApplyAsks.insertAsync({ _id: id, ...owner, askedAt, pairKey }),
      notify('project.askedToApply', { projectTitle: project.title }, { userIds: [userId] }, paths.project.href(project._id, project.urlName)),
    ]);
  } catch (error) {
    // Two sends of one call at once: the other stored it. Two asks at once: the other one won.
    if (isDuplicateKeyError(error) && (await isStoredFor(ApplyAsks, id, owner))) return { notified: true, askedAt: (await storedAskAt({ _id: id }))! };
    const pairTaken = isValidationError(error) && error.invalidKeys.some((key) => key.name === 'pairKey' && key.type === 'notUnique');
    const winner = pairTaken ? await storedAskAt({ pairKey }) : undefined;
    if (winner) throw alreadyAsked(winner);
    throw error;
  }
  return { notified: true, askedAt };
}

/** The project's asks by the person asked, and who applied to it: what the Best matches rows show. */
export async function asksAndApplicantsOf(projectId: string): Promise<{ askedAt: Map<string, Date>; applied: Set<string> }> {
  const [asks, applications] = await Promise.all([
    ApplyAsks.find({ projectId }, { fields: { userId: 1, askedAt: 1 } }).fetchAsync(),
    Applications.find({ projectId }, { fields: { userId: 1 } }).fetchAsync(),
  ]);
  return { askedAt: new Map(asks.map((ask) => [ask.userId, ask.askedAt])), applied: new Set(applications.map((application) => application.userId)) };
}
