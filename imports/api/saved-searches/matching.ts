// The matching pass: when projects are published or reopened, every active saved search is tested
// against them in one pass, with the list's own query (selectors.ts). Each new (search, project)
// pair is recorded as a hit under `<searchId>:<projectId>`; a pair found before (a project closed
// and reopened) is not recorded again, so nothing is alerted twice. Instant searches are alerted
// at once (alerts.ts); daily and weekly ones wait for their period.
import { writeTogether } from 'meteor/mongo';
import { Projects } from '../projects/collection';
import { SavedSearches, SavedSearchHits } from './collection';
import { compileQueries } from './selectors';
import { sendSearchAlert } from './alerts';
import type { SavedSearch, SavedSearchHit } from './schema';

/** Hits written per transaction. */
const CHUNK = 500;

export interface MatchResult {
  searches: number;
  projects: number;
  /** New (search, project) pairs recorded. */
  hits: number;
  /** Alerts queued at once (instant searches). */
  alerts: number;
}

export const ALERT_SEARCH_FIELDS = { userId: 1, name: 1, filters: 1, query: 1, frequency: 1, timeZone: 1, lastAlertAt: 1, active: 1 } as const;

export async function matchProjects(projectIds: readonly string[], now = new Date()): Promise<MatchResult> {
  const projects = await Projects.find({ _id: { $in: [...projectIds] }, status: 'open' }).fetchAsync();
  if (projects.length === 0) return { searches: 0, projects: 0, hits: 0, alerts: 0 };
  const searches: SavedSearch[] = await SavedSearches.find({ active: true }, { fields: ALERT_SEARCH_FIELDS }).fetchAsync();
  const compiled = await compileQueries(
    searches.map((search) => search.query),
    projects.map((project) => project._id),
  );
  const found: SavedSearchHit[] = [];
  searches.forEach((search, index) => {
    for (const project of projects) {
      if (compiled[index]!.test(project as unknown as Record<string, unknown>)) found.push({ _id: `${search._id}:${project._id}`, searchId: search._id, userId: search.userId, projectId: project._id, foundAt: now });
    }
  });
  const known = new Set<string>();
  for (let start = 0; start < found.length; start += CHUNK) {
    const ids = found.slice(start, start + CHUNK).map((hit) => hit._id);
    for (const hit of await SavedSearchHits.find({ _id: { $in: ids } }, { fields: { _id: 1 } }).fetchAsync()) known.add(hit._id);
  }
  const fresh = found.filter((hit) => !known.has(hit._id));
  for (let start = 0; start < fresh.length; start += CHUNK) {
    await writeTogether(fresh.slice(start, start + CHUNK).map(({ _id, ...hit }) => () => SavedSearchHits.upsertAsync({ _id }, { $setOnInsert: hit })));
  }
  const alerted = new Set(fresh.map((hit) => hit.searchId));
  let alerts = 0;
  for (const search of searches) {
    if (search.frequency === 'instant' && alerted.has(search._id) && (await sendSearchAlert(search, now))) alerts += 1;
  }
  return { searches: searches.length, projects: projects.length, hits: fresh.length, alerts };
}
