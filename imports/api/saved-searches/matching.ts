// The matching pass: when projects are published, reopened or restored (the match queue's worker,
// match-worker.ts), every active saved search is tested against them in one pass, with the list's
// own query (selectors.ts). Each new (search, project) pair is recorded as a hit under
// `<searchId>:<projectId>`; a pair found before (a project closed and reopened, a pass run again
// after a crash) is not recorded again, so nothing is alerted twice. Instant searches are alerted
// at once (alerts.ts); daily and weekly ones wait for their period. The expert directory's pass
// is people-matching.ts.
import { performance } from 'node:perf_hooks';
import { writeTogether } from 'meteor/mongo';
import { Projects } from '../projects/collection';
import { SavedSearches, SavedSearchHits } from './collection';
import { compileQueries } from './selectors';
import { sendAlerts } from './alerts';
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
  /** Wall time of each step, ms: finding the matches, recording the hits, queuing the alerts. */
  ms: { match: number; record: number; alert: number };
}

export const ALERT_SEARCH_FIELDS = { userId: 1, name: 1, list: 1, filters: 1, query: 1, frequency: 1, timeZone: 1, lastAlertAt: 1, active: 1 } as const;

/**
 * Inserts hits built here from the schema's own fields (their validation is skipped: ten times
 * the pace at 10,000 searches). A hit another pass recorded meanwhile (a second server) fails the
 * group; then each is upserted on its own, which keeps the first.
 */
async function recordHits(hits: SavedSearchHit[]): Promise<void> {
  try {
    await writeTogether(hits.map((hit) => () => SavedSearchHits.insertAsync(hit, { bypassCollection2: true } as never)));
  } catch {
    for (const { _id, ...hit } of hits) await SavedSearchHits.upsertAsync({ _id }, { $setOnInsert: hit });
  }
}

/** Records the hits not recorded before (a pair found again is left as it was); answers those. */
/**
 * Records the hits not recorded before; answers them and the searches owed an alert: those with a
 * new hit or one recorded but never alerted (a pass the queue runs again after a crash between
 * its hits and its alerts; a project closed before its alert).
 */
export async function recordNewHits(found: readonly SavedSearchHit[]): Promise<{ fresh: SavedSearchHit[]; owed: Set<string> }> {
  /** Each hit recorded before, and whether it was alerted. */
  const known = new Map<string, boolean>();
  for (let start = 0; start < found.length; start += CHUNK) {
    const ids = found.slice(start, start + CHUNK).map((hit) => hit._id);
    for (const hit of await SavedSearchHits.find({ _id: { $in: ids } }, { fields: { _id: 1, alertedAt: 1 } }).fetchAsync()) known.set(hit._id, hit.alertedAt !== undefined);
  }
  const fresh = found.filter((hit) => !known.has(hit._id));
  for (let start = 0; start < fresh.length; start += CHUNK) await recordHits(fresh.slice(start, start + CHUNK));
  const owed = new Set(found.filter((hit) => known.get(hit._id) !== true).map((hit) => hit.searchId));
  return { fresh, owed };
}

export async function matchProjects(projectIds: readonly string[], now = new Date()): Promise<MatchResult> {
  const started = performance.now();
  const projects = await Projects.find({ _id: { $in: [...projectIds] }, status: 'open' }).fetchAsync();
  if (projects.length === 0) return { searches: 0, projects: 0, hits: 0, alerts: 0, ms: { match: 0, record: 0, alert: 0 } };
  // Project searches only (a search stored before expert searches has no list).
  const searches: SavedSearch[] = await SavedSearches.find({ active: true, list: { $ne: 'experts' } }, { fields: ALERT_SEARCH_FIELDS }).fetchAsync();
  // Many people save the same filters: each distinct query is compiled and tested once.
  const queries = [...new Set(searches.map((search) => search.query))];
  const compiled = await compileQueries(
    queries,
    projects.map((project) => project._id),
  );
  const matchedBy = new Map(queries.map((query, index) => [query, projects.filter((project) => compiled[index]!.test(project as unknown as Record<string, unknown>))]));
  const found: SavedSearchHit[] = [];
  for (const search of searches) {
    for (const project of matchedBy.get(search.query) ?? []) {
      found.push({ _id: `${search._id}:${project._id}`, searchId: search._id, userId: search.userId, projectId: project._id, foundAt: now });
    }
  }
  const matched = performance.now();
  const { fresh, owed } = await recordNewHits(found);
  const recorded = performance.now();
  const alerts = await sendAlerts(
    searches.filter((search) => search.frequency === 'instant' && owed.has(search._id)),
    now,
  );
  const ms = { match: matched - started, record: recorded - matched, alert: performance.now() - recorded };
  return { searches: searches.length, projects: projects.length, hits: fresh.length, alerts, ms };
}
