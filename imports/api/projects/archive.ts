// Putting a project away: archive, restore and delete. Server only; methods.ts checks the admin.
//
// Decisions where the issue is silent:
// - Archiving works from any status and is the way to take a project out of sight for good
//   while keeping its history: it leaves every public page (list, detail page: 404 as an unknown
//   project, sitemap) and the admin table's default view; its applications, their conversations
//   and its NDAs stay as they are (a candidate still sees their application with the project's
//   title). Archiving an archived project changes nothing.
// - Restoring returns the project to the status it had (`statusBeforeArchive`); one that was open
//   must still satisfy what publishing requires (it may have been edited while archived), and
//   owes a saved-search matching pass, queued with the restore as a publish's is.
// - Deleting removes the document, so it is allowed only while nothing refers to it: no
//   application and no NDA (agreed or merely offered) names it. Otherwise the admin is told to
//   archive it (409, with the counts). A candidate applying in the same instant as the delete
//   is not guarded against: applying needs an open project, and an admin deletes mistakes.
// - A restore or a delete re-sent after a reconnect (same randomSeed) answers as its first send
//   (common/call-receipts.ts); archiving an archived project already does.
import { writeTogether } from 'meteor/mongo';
import { Applications } from '../applications/collection';
import { oncePerCall } from '../common/call-receipts';
import { userError } from '../common/user-error';
import { PeopleDocuments } from '../people-documents/collection';
import { queueMatch } from '../saved-searches/match-queue';
import { Projects } from './collection';
import { assertPublishable, notFound } from './logic';
import type { RestorableStatus } from './schema';

export async function archiveProject(projectId: string): Promise<{ status: 'archived'; archivedAt: Date }> {
  const existing = await Projects.findOneAsync({ _id: projectId });
  if (!existing) throw notFound();
  if (existing.status === 'archived') return { status: 'archived', archivedAt: existing.archivedAt ?? new Date(0) };
  const archivedAt = new Date();
  const updated = await Projects.updateAsync(
    { _id: projectId, status: existing.status },
    { $set: { status: 'archived', archivedAt, statusBeforeArchive: existing.status } },
  );
  if (updated === 0) throw userError(409, 'errors.changed.project');
  return { status: 'archived', archivedAt };
}

/** `adminId` restores; a re-sent call (same randomSeed) answers as its first send (common/call-receipts.ts). */
export function restoreProject(projectId: string, adminId: string): Promise<{ status: RestorableStatus }> {
  return oncePerCall<{ status: RestorableStatus }>(adminId, async (receipt) => {
    const existing = await Projects.findOneAsync({ _id: projectId });
    if (!existing) throw notFound();
    if (existing.status !== 'archived') throw userError(409, 'errors.project.onlyArchivedRestored');
    const status: RestorableStatus = existing.statusBeforeArchive ?? (existing.referenceNumber ? 'closed' : 'draft');
    if (status === 'open') assertPublishable(existing);
    const restore = () => Projects.updateAsync({ _id: projectId, status: 'archived' }, { $set: { status }, $unset: { archivedAt: '', statusBeforeArchive: '' } });
    // Back on the list: searches saved while it was archived hear of it, as after a reopen.
    const writes = status === 'open' ? [restore, queueMatch('projects', projectId), receipt({ status })] : [restore, receipt({ status })];
    const updated = await writeTogether(writes, { requireMatch: true });
    if (!updated) throw userError(409, 'errors.changed.project');
    return { status };
  });
}

/** What refers to a project: its applications and the NDAs (people documents) naming it. */
export async function projectReferences(projectId: string): Promise<{ applications: number; documents: number }> {
  const [applications, documents] = await Promise.all([
    Applications.find({ projectId }).countAsync(),
    PeopleDocuments.find({ projectId }).countAsync(),
  ]);
  return { applications, documents };
}

/** `adminId` deletes; a re-sent call (same randomSeed) answers as its first send, not 404 (common/call-receipts.ts). */
export function deleteProject(projectId: string, adminId: string): Promise<{ deleted: true }> {
  return oncePerCall<{ deleted: true }>(adminId, async (receipt) => {
    const existing = await Projects.findOneAsync({ _id: projectId }, { fields: { _id: 1 } });
    if (!existing) throw notFound();
    const references = await projectReferences(projectId);
    if (references.applications > 0 || references.documents > 0) throw userError(409, 'errors.project.deleteArchiveInstead', references);
    const answer = { deleted: true } as const;
    if (!(await writeTogether([() => Projects.removeAsync({ _id: projectId }), receipt(answer)], { requireMatch: true }))) throw notFound();
    return answer;
  });
}
