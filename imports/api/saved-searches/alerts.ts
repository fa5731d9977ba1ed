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
  const pending = await SavedSearchHits.find({ searchId: search._id, alertedAt: { $exists: false } }, { fields: { projectId: 1 }, sort: { foundAt: 1 } }).fetchAsync();
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
  let sent = 0;
  for (const search of searches) {
    if (alertDue(search.frequency, search.timeZone, search.lastAlertAt, now) && (await sendSearchAlert(search, now))) sent += 1;
  }
  return sent;
}
