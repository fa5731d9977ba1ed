// A saved search's alert: the projects found for it since its last alert (hits not yet sent) that
// are still open, told through the notifications outbox: one `search.matched` event for its
// person (the bell, and the mail that mail-plan.ts words). Recording the alert (lastAlertAt,
// conditional on the one read), marking its hits sent and recording the event are one write
// group, so two runs at once or a repeated run never alert twice. Daily and weekly searches are
// alerted by runDueAlerts (hourly), in their period (alert-period.ts).
import { writeTogether } from 'meteor/mongo';
import { PAGE_SIZE } from '../common/search';
import { notify } from '../notifications/events';
import { Projects } from '../projects/collection';
import type { ProjectFilters } from '../projects/filters';
import { paths } from '../../ui/app/paths';
import { writeListQuery } from '../../ui/screens/projects/filters-query';
import { alertDue } from './alert-period';
import { SavedSearches, SavedSearchHits } from './collection';
import type { SavedSearch } from './schema';

/** Projects one alert names; the rest wait for the next one. */
export const ALERT_MAX_PROJECTS = 20;

/** The project list with the search's filters, inside the SPA. */
export function searchListLink(filters: Record<string, unknown>): string {
  const query = writeListQuery({ filters: filters as ProjectFilters, limit: PAGE_SIZE }).toString();
  return `${paths.projects.href()}${query ? `?${query}` : ''}`.slice(0, 500);
}

type AlertedSearch = Pick<SavedSearch, '_id' | 'userId' | 'name' | 'filters' | 'lastAlertAt'>;

/** Queues the search's alert if it has open projects not yet alerted; answers whether it did. */
export async function sendSearchAlert(search: AlertedSearch, now: Date): Promise<boolean> {
  // By searchId alone (its index); the few sent ones are left out here.
  const hits = await SavedSearchHits.find({ searchId: search._id }, { fields: { projectId: 1, alertedAt: 1 } }).fetchAsync();
  const pending = hits.filter((hit) => !hit.alertedAt);
  if (pending.length === 0) return false;
  // Closed (or archived) since they were found: not alerted; a reopened one is alerted then.
  const open = await Projects.find(
    { _id: { $in: pending.map((hit) => hit.projectId) }, status: 'open' },
    { fields: { _id: 1, title: 1, urlName: 1 }, sort: { publishedAt: -1, _id: -1 }, limit: ALERT_MAX_PROJECTS },
  ).fetchAsync();
  if (open.length === 0) return false;
  const hitIds = open.map((project) => `${search._id}:${project._id}`);
  const first = open[0]!;
  const link = open.length === 1 ? paths.project.href(first._id, first.urlName) : searchListLink(search.filters);
  const params = { searchId: search._id, searchName: search.name, projectTitle: first.title, count: String(open.length), alertedAt: now.toISOString() };
  const written = await writeTogether(
    [
      () => SavedSearches.updateAsync({ _id: search._id, lastAlertAt: search.lastAlertAt ?? { $exists: false } }, { $set: { lastAlertAt: now } }),
      () => SavedSearchHits.updateAsync({ _id: { $in: hitIds }, alertedAt: { $exists: false } }, { $set: { alertedAt: now } }, { multi: true }),
      notify('search.matched', params, { userIds: [search.userId] }, link),
    ],
    { requireMatch: true },
  );
  return written !== null;
}

/** Queues every due daily and weekly alert; answers how many. */
export async function runDueAlerts(now = new Date()): Promise<number> {
  const pending = await SavedSearchHits.find({ alertedAt: { $exists: false } }, { fields: { searchId: 1 } }).fetchAsync();
  const searchIds = [...new Set(pending.map((hit) => hit.searchId))];
  if (searchIds.length === 0) return 0;
  const searches = await SavedSearches.find({ _id: { $in: searchIds }, active: true, frequency: { $in: ['daily', 'weekly'] } }).fetchAsync();
  return sendAlerts(
    searches.filter((search) => alertDue(search.frequency, search.timeZone, search.lastAlertAt, now)),
    now,
  );
}

/** Alerts sent side by side, so the database commits many in one transaction. */
const IN_FLIGHT = 50;

/** Sends each search's alert; answers how many were queued. */
export async function sendAlerts(searches: readonly AlertedSearch[], now: Date): Promise<number> {
  let sent = 0;
  for (let start = 0; start < searches.length; start += IN_FLIGHT) {
    const done = await Promise.all(searches.slice(start, start + IN_FLIGHT).map((search) => sendSearchAlert(search, now)));
    sent += done.filter(Boolean).length;
  }
  return sent;
}
