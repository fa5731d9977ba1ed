// The expert directory's matching pass, the twin of the projects' (matching.ts): when expert
// entries are published (the first time, again after being unpublished, or refreshed), every
// active expert search is tested against them in one pass with the directory's own query
// (selectors.ts, its `$text` answered by the entries' text index). Each new (search, expert) pair
// is recorded as a hit under `<searchId>:<personId>`; a pair found before (an expert published
// again) is not recorded again, so nobody is alerted twice. Instant searches are alerted at once
// (alerts.ts); daily and weekly ones wait for their period.
import { performance } from 'node:perf_hooks';
import { People } from '../people/collection';
import { sendAlerts } from './alerts';
import { SavedSearches } from './collection';
import { ALERT_SEARCH_FIELDS, recordNewHits } from './matching';
import type { SavedSearch, SavedSearchHit } from './schema';
import { compileQueries } from './selectors';

export interface PeopleMatchResult {
  searches: number;
  people: number;
  /** New (search, expert) pairs recorded. */
  hits: number;
  /** Alerts queued at once (instant searches). */
  alerts: number;
  /** Wall time of each step, ms, as matchProjects reports them (the match worker passes them on). */
  ms: { match: number; record: number; alert: number };
}

const NO_STEPS = { match: 0, record: 0, alert: 0 };

export async function matchPublishedPeople(personIds: readonly string[], now = new Date()): Promise<PeopleMatchResult> {
  const started = performance.now();
  const people = await People.find({ _id: { $in: [...personIds] }, status: 'published' }).fetchAsync();
  if (people.length === 0) return { searches: 0, people: 0, hits: 0, alerts: 0, ms: NO_STEPS };
  const searches: SavedSearch[] = await SavedSearches.find({ active: true, list: 'experts' }, { fields: ALERT_SEARCH_FIELDS }).fetchAsync();
  if (searches.length === 0) return { searches: 0, people: people.length, hits: 0, alerts: 0, ms: NO_STEPS };
  // Many customers save the same filters: each distinct query is compiled and tested once.
  const queries = [...new Set(searches.map((search) => search.query))];
  const compiled = await compileQueries(
    queries,
    people.map((person) => person._id),
    People,
  );
  const matchedBy = new Map(queries.map((query, index) => [query, people.filter((person) => compiled[index]!.test(person as unknown as Record<string, unknown>))]));
  const found: SavedSearchHit[] = [];
  for (const search of searches) {
    for (const person of matchedBy.get(search.query) ?? []) {
      found.push({ _id: `${search._id}:${person._id}`, searchId: search._id, userId: search.userId, personId: person._id, foundAt: now });
    }
  }
  const matched = performance.now();
  const { fresh, owed: alerted } = await recordNewHits(found);
  const recorded = performance.now();
  const alerts = await sendAlerts(
    searches.filter((search) => search.frequency === 'instant' && alerted.has(search._id)),
    now,
  );
  const ms = { match: matched - started, record: recorded - matched, alert: performance.now() - recorded };
  return { searches: searches.length, people: people.length, hits: fresh.length, alerts, ms };
}
