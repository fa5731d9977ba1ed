// The NDA a project asks for (`ndaRequired`): made for the candidate from the active NDA template
// when they start to apply, agreed on the apply form or in My Documents, and checked by
// `applications.apply` before the application is accepted. Server-only.
//
// Decisions where the spec is silent:
// - The document is made when the candidate clicks Apply, never on viewing the project: only then
//   does it count in their header badge.
// - One NDA document per candidate and project: a second call answers the document already made
//   (awaiting agreement or agreed), so a second tab or a reload never piles up copies; calls for
//   the same candidate and project made at the same time (a double click, two tabs) share one
//   run, so the check and the insert cannot interleave. That holds within one server process,
//   which is what the embedded database runs. A withdrawn one ('4') is replaced by a new copy
//   of the current template.
// - The template's language is the project's first required language when an active NDA exists
//   in it, otherwise English.
import type { LanguageCode } from '../common/lists';
import { findActiveTemplate } from '../document-templates/logic';
import { Projects } from '../projects/collection';
import { PeopleDocuments } from './collection';
import { assignDocument } from './logic';
import { AWAITING_AGREEMENT } from './schema';
import { userError } from '../common/user-error';

const AGREED = '3';

function ndaSelector(userId: string, projectId: string) {
  return { engineUserId: userId, projectId, type: 'nda' as const };
}

/** Whether `userId` agreed to the NDA of `projectId`. */
export async function hasAgreedProjectNda(userId: string, projectId: string): Promise<boolean> {
  const agreed = await PeopleDocuments.findOneAsync({ ...ndaSelector(userId, projectId), status: AGREED }, { fields: { _id: 1 } });
  return agreed !== undefined;
}

const runningCalls = new Map<string, Promise<string>>();

/** The id of the candidate's NDA document for an open project that requires one, made if missing. */
export function projectNdaDocument(userId: string, projectId: string): Promise<string> {
  const key = `${userId} ${projectId}`;
  const running = runningCalls.get(key);
  if (running) return running;
  const call = findOrMakeProjectNda(userId, projectId).finally(() => runningCalls.delete(key));
  runningCalls.set(key, call);
  return call;
}

async function findOrMakeProjectNda(userId: string, projectId: string): Promise<string> {
  const project = await Projects.findOneAsync({ _id: projectId, status: 'open' }, { fields: { ndaRequired: 1, languages: 1 } });
  if (!project) throw userError(404, 'errors.project.notOpen');
  if (project.ndaRequired !== true) throw userError(409, 'errors.project.noNda');
  const existing = await PeopleDocuments.findOneAsync(
    { ...ndaSelector(userId, projectId), status: { $in: [AWAITING_AGREEMENT, AGREED] } },
    { fields: { _id: 1 } },
  );
  if (existing) return existing._id;
  const language = project.languages?.[0]?.language as LanguageCode | undefined;
  const template = (language ? await findActiveTemplate('nda', language) : undefined) ?? (await findActiveTemplate('nda', 'en'));
  if (!template) throw userError(503, 'errors.project.ndaUnavailable');
  return assignDocument({ userId, templateId: template._id, projectId }, userId);
}
