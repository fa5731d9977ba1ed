// Pruning the saved searches' hits, with the daily retention run (retention/retention-run.ts). A
// hit is what stops a (search, project) pair from being alerted twice, so it is kept as long as
// a repeat could happen: for ever while its project is open, and HIT_KEEP_AFTER_CLOSE_MS after it
// was closed or archived (reopened or restored later than that, it is alerted again as new).
// Hits of deleted searches (a crash between a search's removal and its hits') and of deleted
// projects can never be alerted and go at once; an expert search's hit goes with its entry.
//
// Decisions where the issue is silent:
// - A closed or archived project's time off the list starts at the earlier of closedAt and
//   archivedAt (archiving a closed project keeps its closedAt). One with neither date (older
//   data) keeps its hits: a lost hit could alert twice, a kept one costs a few bytes.
// - A project reopened in the moment between this run's read and its removal (after the
//   retention) may be alerted again: the same as a reopen a moment after the run.
import { People } from '../people/collection';
import { Projects } from '../projects/collection';
import type { Project } from '../projects/schema';
import { SavedSearches, SavedSearchHits } from './collection';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long the hits of a closed or archived project are kept (a reopen within it alerts nobody twice). */
export const HIT_KEEP_AFTER_CLOSE_MS = 180 * DAY_MS;

/** Ids per query and per removal. */
const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const all: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) all.push(items.slice(start, start + CHUNK));
  return all;
}

type ProjectState = Pick<Project, '_id' | 'status' | 'closedAt' | 'archivedAt'>;

/** Whether the project left the list before `cutoff` (closed or archived, and dated). */
function offListSince(project: ProjectState, cutoff: Date): boolean {
  if (project.status !== 'closed' && project.status !== 'archived') return false;
  const left = [project.closedAt, project.archivedAt].filter((date): date is Date => date instanceof Date);
  return left.length > 0 && Math.min(...left.map((date) => date.getTime())) < cutoff.getTime();
}

/** Removes the hits no repeat can need any more; answers how many. */
export async function pruneSavedSearchHits(now = new Date()): Promise<number> {
  const hits = await SavedSearchHits.find({}, { fields: { searchId: 1, projectId: 1, personId: 1 } }).fetchAsync();
  if (hits.length === 0) return 0;
  const searches = new Set<string>();
  for (const ids of chunks([...new Set(hits.map((hit) => hit.searchId))])) {
    for (const search of await SavedSearches.find({ _id: { $in: ids } }, { fields: { _id: 1 } }).fetchAsync()) searches.add(search._id);
  }
  const cutoff = new Date(now.getTime() - HIT_KEEP_AFTER_CLOSE_MS);
  const keptProjects = new Set<string>();
  for (const ids of chunks([...new Set(hits.flatMap((hit) => (hit.projectId ? [hit.projectId] : [])))])) {
    const projects: ProjectState[] = await Projects.find({ _id: { $in: ids } }, { fields: { status: 1, closedAt: 1, archivedAt: 1 } }).fetchAsync();
    for (const project of projects) if (!offListSince(project, cutoff)) keptProjects.add(project._id);
  }
  // An expert search's hit stops a repeat while the entry exists (unpublished entries may return).
  const keptPeople = new Set<string>();
  for (const ids of chunks([...new Set(hits.flatMap((hit) => (hit.personId ? [hit.personId] : [])))])) {
    for (const person of await People.find({ _id: { $in: ids } }, { fields: { _id: 1 } }).fetchAsync()) keptPeople.add(person._id);
  }
  const kept = (hit: (typeof hits)[number]) => searches.has(hit.searchId) && (hit.projectId ? keptProjects.has(hit.projectId) : hit.personId ? keptPeople.has(hit.personId) : false);
  const gone = hits.filter((hit) => !kept(hit)).map((hit) => hit._id);
  let removed = 0;
  for (const ids of chunks(gone)) removed += await SavedSearchHits.removeAsync({ _id: { $in: ids } });
  return removed;
}
