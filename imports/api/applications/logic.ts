// Applying to projects, withdrawing and moving applications through the pipeline. Each write is
// one conditional update (selector on the expected status), so two concurrent moves cannot both
// succeed and the history never records a move that did not happen. An application the client
// sends again after a reconnect (same randomSeed) is answered with the id its first send stored,
// not "already applied" (common/retried-insert.ts); a withdrawal or a move re-sent so is answered
// as its first send, not 409 (common/call-receipts.ts).
import { isValidationError } from 'meteor/aldeed:collection2';
import { isDuplicateKeyError, writeTogether } from 'meteor/mongo';
import { intlFor } from '../../i18n/intl';
import { paths } from '../../ui/app/paths';
import { personNameOf, publicProjectTitle } from '../notifications/event-params';
import { notify } from '../notifications/events';
import type { Rate } from '../common/lists';
import { hasAgreedProjectNda } from '../people-documents/project-nda';
import { Projects } from '../projects/collection';
import { findLiveUser } from '../users/store';
import { Applications } from './collection';
import { missingStepsText, stepsMissingToApply } from './profile-to-apply';
import type { ApplicationStatus } from './schema';
import { canMoveApplication, isLiveApplication } from './status';
import { statusMessageId } from '../../i18n/status-message-id';
import { userError } from '../common/user-error';
import { isStoredFor, seededInsertId } from '../common/retried-insert';
import { oncePerCall } from '../common/call-receipts';

export interface ApplyInput {
  note?: string;
  proposedRate?: Rate;
  availableFrom?: Date;
}

const LIVE_STATUSES: ApplicationStatus[] = ['submitted', 'in-review', 'shortlisted', 'interview', 'offer'];

export function liveKeyOf(projectId: string, userId: string): string {
  return `${projectId}:${userId}`;
}

function isLiveKeyDuplicate(error: unknown): boolean {
  return isValidationError(error) && error.invalidKeys.some((key) => key.name === 'liveKey' && key.type === 'notUnique');
}

export async function applyToProject(userId: string, projectId: string, input: ApplyInput): Promise<string> {
  // First: a repeated send is answered as the first was, whatever changed since (the project closed, say).
  const { id, storedBefore } = await seededInsertId(Applications, { userId, projectId });
  if (storedBefore) return id;
  const project = await Projects.findOneAsync({ _id: projectId, status: 'open' }, { fields: { _id: 1, ndaRequired: 1 } });
  if (!project) throw userError(404, 'errors.project.notOpen');
  // 412 Precondition Failed (not 409, the form's "already applied"); checked before the NDA, which
  // is pointless to agree to for someone who cannot apply yet.
  const user = await findLiveUser(userId, { 'candidateData.completedSteps': 1 });
  const missing = stepsMissingToApply(user.candidateData?.completedSteps);
  if (missing.length > 0) throw userError(412, 'errors.application.finishProfile', { missing: missingStepsText(intlFor('en'), missing) }, { missing });
  // 428 Precondition Required: the client shows the NDA step instead of an error.
  if (project.ndaRequired === true && !(await hasAgreedProjectNda(userId, projectId))) {
    throw userError(428, 'errors.project.agreeNdaFirst');
  }
  const said = { candidateName: await personNameOf(userId), projectTitle: await publicProjectTitle(projectId) };
  try {
    const [applicationId] = (await writeTogether([
      () =>
        Applications.insertAsync({
          _id: id,
          projectId,
          userId,
          ...input,
          status: 'submitted',
          statusHistory: [{ status: 'submitted', at: new Date(), by: userId }],
          liveKey: liveKeyOf(projectId, userId),
        }),
      notify('application.submitted', said, { admins: true, except: [userId] }, paths.adminApplications.href()),
    ]))!;
    return applicationId;
  } catch (error) {
    const duplicate = isLiveKeyDuplicate(error) || isDuplicateKeyError(error);
    if (duplicate && (await isStoredFor(Applications, id, { userId, projectId }))) return id;
    if (isLiveKeyDuplicate(error)) throw userError(409, 'errors.already.applied');
    throw error;
  }
}

/** The candidate withdraws their own live application (a re-sent call answers as its first send). */
export function withdrawApplication(userId: string, applicationId: string): Promise<void> {
  return oncePerCall<void>(userId, async (receipt) => {
    const own = await Applications.findOneAsync({ _id: applicationId, userId }, { fields: { projectId: 1 } });
    // Another person's id reads as not found.
    if (!own) throw userError(404, 'errors.notFound.application');
    const said = { candidateName: await personNameOf(userId), projectTitle: await publicProjectTitle(own.projectId) };
    const applied = await writeTogether(
      [
        () =>
          Applications.updateAsync(
            { _id: applicationId, userId, status: { $in: LIVE_STATUSES } },
            {
              $set: { status: 'withdrawn' },
              $unset: { liveKey: '' },
              $push: { statusHistory: { status: 'withdrawn', at: new Date(), by: userId } },
            },
          ),
        notify('application.withdrawn', said, { admins: true, except: [userId] }, paths.adminApplications.href()),
        receipt(),
      ],
      { requireMatch: true },
    );
    if (!applied) throw userError(409, 'errors.already.applicationClosed');
  });
}

export interface MoveInput {
  status: ApplicationStatus;
  /** Shown to the candidate in the history. */
  note?: string;
  /** Internal remark, never sent to the candidate. */
  adminNote?: string;
}

/** An admin moves an application along the pipeline (a re-sent call answers as its first send). */
export function moveApplication(adminId: string, applicationId: string, move: MoveInput): Promise<void> {
  return oncePerCall<void>(adminId, async (receipt) => {
    const current = await Applications.findOneAsync({ _id: applicationId }, { fields: { status: 1, userId: 1, projectId: 1 } });
    if (!current) throw userError(404, 'errors.notFound.application');
    if (!canMoveApplication(current.status, move.status, 'admin')) {
      throw userError(409, 'errors.application.cannotMove', undefined, undefined, { from: statusMessageId('application', current.status), to: statusMessageId('application', move.status) });
    }
    const entry = { status: move.status, at: new Date(), by: adminId, ...(move.note ? { note: move.note } : {}) };
    const set: Record<string, unknown> = { status: move.status };
    if (move.adminNote !== undefined) set.adminNote = move.adminNote;
    const applied = await writeTogether(
      [
        () =>
          Applications.updateAsync(
            { _id: applicationId, status: current.status },
            { $set: set, $push: { statusHistory: entry }, ...(isLiveApplication(move.status) ? {} : { $unset: { liveKey: '' } }) },
          ),
        notify(
          'application.moved',
          { projectTitle: await publicProjectTitle(current.projectId), status: move.status, ...(move.note ? { note: move.note } : {}), applicationId },
          { userIds: [current.userId] },
          paths.myApplications.href(),
        ),
        receipt(),
      ],
      { requireMatch: true },
    );
    if (!applied) throw userError(409, 'errors.changed.application');
  });
}
