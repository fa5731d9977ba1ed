// Domain functions for projects, called by methods.ts with the acting user already checked.
// Server only; nothing here knows about DDP.
//
// Decisions where the spec is silent:
// - A project is created as a draft; only a draft can be published (draft → open) and an open or
//   draft project can be closed (→ closed, `closedAt` set; closing a closed project changes
//   nothing). A closed project that had been published can be reopened (closed → open): it keeps
//   its reference number and first publication date, `closedAt` is removed, and it must still
//   satisfy what publishing requires. A draft closed before publication is reopened as a draft.
// - Publishing requires, beyond title and summary: a description, a start (ASAP or a date),
//   at least one skill, a rate or "on request", and a location (country or continent). An open
//   project must keep satisfying this when edited.
// - `urlName` comes from the title and is de-duplicated (`-2`, `-3`…). It follows title edits
//   only while the project is a draft: once published its links are out in the world. An admin
//   may still set one explicitly (a taken one fails with notUnique).
// - Setting a country fills in its continent; choosing ASAP clears a start date and choosing a
//   date clears ASAP, so an edit never has to send both.
// - A create the client repeats after a reconnect (same randomSeed) answers the project its first
//   send made by the same admin (common/retried-insert.ts) instead of a second draft.
import { isValidationError } from 'meteor/aldeed:collection2';
import { isDuplicateKeyError, writeTogether } from 'meteor/mongo';
import { continentOfCountry } from '../common/lists';
import { assertValidDocument, invalidError, type InvalidKeyDetail } from '../common/schema-checks';
import { firstFreeUrlName, slugify } from '../common/url-name';
import { Projects } from './collection';
import type { ClearableProjectKey, ProjectChanges, ProjectInput } from './input-schema';
import { nextReferenceNumber } from './reference-numbers';
import { projectSchema, type Project } from './schema';
import { userError } from '../common/user-error';
import { isStoredFor, seededInsertId } from '../common/retried-insert';
import { queueMatch } from '../saved-searches/match-queue';
import { oncePerCall } from '../common/call-receipts';

export {
  type ClearableProjectKey,
  PROJECT_CLEARABLE_KEYS,
  PROJECT_INPUT_KEYS,
  projectChangesSchema,
  type ProjectChanges,
  type ProjectInput,
  projectInputSchema,
} from './input-schema';

const MAX_WRITE_ATTEMPTS = 5;

export function notFound(): Error {
  return userError(404, 'errors.notFound.project');
}

function isNotUnique(error: unknown, key: string): boolean {
  return isValidationError(error) && error.invalidKeys.some((invalid) => invalid.type === 'notUnique' && invalid.name === key);
}

async function freeUrlName(title: string, exceptId?: string): Promise<string> {
  return firstFreeUrlName(slugify(title, 'project'), async (candidate) => {
    const selector: Record<string, unknown> = { urlName: candidate };
    if (exceptId) selector._id = { $ne: exceptId };
    return (await Projects.findOneAsync(selector, { fields: { _id: 1 } })) !== undefined;
  });
}

/** The fields a published project needs that `project` lacks. */
export function missingForPublication(project: Partial<Project>): InvalidKeyDetail[] {
  const missing: InvalidKeyDetail[] = [];
  const need = (name: string, label: string) => missing.push({ name, type: 'required', message: `${label} is required to publish a project` });
  if (!project.description?.trim()) need('description', 'Description');
  if (project.startAsap !== true && !(project.startDate instanceof Date)) need('startDate', 'A start (ASAP or a date)');
  if (!project.skills || project.skills.length === 0) need('skills', 'At least one skill');
  if (!project.rate) need('rate', 'A rate or "on request"');
  if (!project.country && !project.continent) need('country', 'A location (country or continent)');
  return missing;
}

export function assertPublishable(project: Partial<Project>): void {
  const missing = missingForPublication(project);
  if (missing.length > 0) throw invalidError(missing);
}

/** The stored fields the schema checks (server-managed bookkeeping left out). */
function schemaFields(project: Project): Record<string, unknown> {
  const { _id: _ignoredId, docInfo: _ignoredDocInfo, accountId: _ignoredAccount, ...fields } = project;
  return fields;
}

function withDerivedContinent<T extends { country?: string; continent?: Project['continent'] }>(fields: T): T {
  if (fields.country && !fields.continent) {
    const continent = continentOfCountry(fields.country);
    if (continent) return { ...fields, continent };
  }
  return fields;
}

export async function createProject(input: ProjectInput, adminId: string): Promise<{ _id: string; urlName: string }> {
  const creator = { 'docInfo.createdBy': adminId };
  const { id: _id, storedBefore } = await seededInsertId(Projects, creator);
  if (storedBefore) return storedProject(_id);
  const fields = withDerivedContinent({ ...input });
  for (let attempt = 1; ; attempt += 1) {
    const urlName = await freeUrlName(fields.title);
    const doc = { ...fields, urlName, status: 'draft' as const };
    assertValidDocument(projectSchema, doc);
    try {
      await Projects.insertAsync({ ...doc, _id });
      return { _id, urlName };
    } catch (error) {
      if (isDuplicateKeyError(error) && (await isStoredFor(Projects, _id, creator))) return storedProject(_id);
      // Another admin took the same name a moment ago: pick the next free one.
      if (!isNotUnique(error, 'urlName') || attempt >= MAX_WRITE_ATTEMPTS) throw error;
    }
  }
}

async function storedProject(_id: string): Promise<{ _id: string; urlName: string }> {
  const stored = await Projects.findOneAsync({ _id }, { fields: { urlName: 1 } });
  return { _id, urlName: stored!.urlName };
}

export async function updateProject(
  projectId: string,
  changes: ProjectChanges,
  clear: readonly ClearableProjectKey[] = [],
): Promise<{ urlName: string }> {
  const existing = await Projects.findOneAsync({ _id: projectId });
  if (!existing) throw notFound();
  const overlap = clear.filter((key) => key in changes);
  if (overlap.length > 0) {
    throw invalidError(overlap.map((name) => ({ name, type: 'conflict', message: `${name} cannot be set and cleared at once` })));
  }
  const set: Record<string, unknown> = withDerivedContinent({ ...changes });
  const unset = new Set<string>(clear);
  if (changes.startAsap === true && changes.startDate === undefined) unset.add('startDate');
  if (changes.startDate !== undefined && changes.startAsap === undefined && existing.startAsap) unset.add('startAsap');
  if (changes.title !== undefined && changes.urlName === undefined && existing.status === 'draft' && changes.title !== existing.title) {
    set.urlName = await freeUrlName(changes.title, projectId);
  }
  const merged: Record<string, unknown> = { ...schemaFields(existing), ...set };
  for (const key of unset) delete merged[key];
  assertValidDocument(projectSchema, merged);
  if (existing.status === 'open') assertPublishable(merged as Partial<Project>);
  const modifier: Record<string, unknown> = {};
  if (Object.keys(set).length > 0) modifier.$set = set;
  if (unset.size > 0) modifier.$unset = Object.fromEntries([...unset].map((key) => [key, '']));
  if (Object.keys(modifier).length > 0) await Projects.updateAsync({ _id: projectId }, modifier);
  return { urlName: (set.urlName as string | undefined) ?? existing.urlName };
}

export interface Published {
  referenceNumber: string;
  publishedAt: Date;
  urlName: string;
}

/** `adminId` publishes; a re-sent call (same randomSeed) answers as its first send (common/call-receipts.ts). */
export function publishProject(projectId: string, adminId: string): Promise<Published> {
  return oncePerCall<Published>(adminId, async (receipt) => {
    const existing = await Projects.findOneAsync({ _id: projectId });
    if (!existing) throw notFound();
    if (existing.status !== 'draft') throw userError(409, 'errors.project.onlyDraftPublished', { status: existing.status });
    assertPublishable(existing);
    const publishedAt = new Date();
    for (let attempt = 1; ; attempt += 1) {
      const referenceNumber = await nextReferenceNumber(publishedAt.getUTCFullYear());
      const published = { referenceNumber, publishedAt, urlName: existing.urlName };
      try {
        const updated = await writeTogether(
          // The saved searches' matching pass is owed exactly when the project is open.
          [() => Projects.updateAsync({ _id: projectId, status: 'draft' }, { $set: { status: 'open', publishedAt, referenceNumber } }), queueMatch('projects', projectId), receipt(published)],
          { requireMatch: true },
        );
        if (!updated) throw userError(409, 'errors.changed.projectPublished');
        return published;
      } catch (error) {
        if (!isNotUnique(error, 'referenceNumber') || attempt >= MAX_WRITE_ATTEMPTS) throw error;
      }
    }
  });
}

export async function closeProject(projectId: string): Promise<{ status: 'closed'; closedAt: Date }> {
  const existing = await Projects.findOneAsync({ _id: projectId });
  if (!existing) throw notFound();
  if (existing.status === 'archived') throw userError(409, 'errors.project.archived');
  if (existing.status === 'closed') return { status: 'closed', closedAt: existing.closedAt ?? new Date(0) };
  const closedAt = new Date();
  const updated = await Projects.updateAsync({ _id: projectId, status: existing.status }, { $set: { status: 'closed', closedAt } });
  if (updated === 0) throw userError(409, 'errors.changed.project');
  return { status: 'closed', closedAt };
}

/** `adminId` reopens; a re-sent call (same randomSeed) answers as its first send (common/call-receipts.ts). */
export function reopenProject(projectId: string, adminId: string): Promise<{ status: 'open' | 'draft' }> {
  return oncePerCall<{ status: 'open' | 'draft' }>(adminId, async (receipt) => {
    const existing = await Projects.findOneAsync({ _id: projectId });
    if (!existing) throw notFound();
    if (existing.status !== 'closed') throw userError(409, 'errors.project.onlyClosedReopened', { status: existing.status });
    const status = existing.referenceNumber ? 'open' : 'draft';
    if (status === 'open') assertPublishable(existing);
    const reopen = () => Projects.updateAsync({ _id: projectId, status: 'closed' }, { $set: { status }, $unset: { closedAt: '' } });
    // Open again: every saved search is tested against it (a search that heard of it before is not told twice).
    const writes = status === 'open' ? [reopen, queueMatch('projects', projectId), receipt({ status })] : [reopen, receipt({ status })];
    const updated = await writeTogether(writes, { requireMatch: true });
    if (!updated) throw userError(409, 'errors.changed.project');
    return { status };
  });
}
