// A saved search's alert: the projects (or experts) found for it since its last alert (hits not
// yet sent) that are still listed (open, published), told through the notifications outbox: one
// `search.matched` event for its person (the bell, and the mail that mail-plan.ts words). What
// each list's alert names and links is alerted-lists.ts's. Recording the alert (lastAlertAt,
// conditional on the one read), marking its hits sent and recording the event are one write
// group, so two runs at once or a repeated run never alert twice. Daily and weekly searches are
// alerted by runDueAlerts (hourly), in their period (alert-period.ts).
import { writeTogether } from 'meteor/mongo';
import { notify } from '../notifications/events';
import { alertDue } from './alert-period';
import { alertedListOf } from './alerted-lists';
import { SavedSearches, SavedSearchHits } from './collection';
import type { SavedSearch } from './schema';

/** Projects (or experts) one alert names; the rest wait for the next one. */
export const ALERT_MAX_PROJECTS = 20;
/** The notification's link is kept to the events' limit. */
const LINK_MAX = 500;

type AlertedSearch = Pick<SavedSearch, '_id' | 'userId' | 'name' | 'list' | 'filters' | 'lastAlertAt'>;

/** Queues the search's alert if it has listed projects or experts not yet alerted; answers whether it did. */
export async function sendSearchAlert(search: AlertedSearch, now: Date): Promise<boolean> {
  const list = alertedListOf(search);
  // By searchId alone (its index); the few sent ones are left out here.
  const hits = await SavedSearchHits.find({ searchId: search._id }, { fields: { [list.hitField]: 1, alertedAt: 1 } }).fetchAsync();
  const pending = hits.flatMap((hit) => (!hit.alertedAt && hit[list.hitField] ? [hit[list.hitField]!] : []));
  if (pending.length === 0) return false;
  // Closed or unpublished since they were found: not alerted; one listed again is alerted then.
  const listed = await list.items(pending, { listedOnly: true, limit: ALERT_MAX_PROJECTS });
  if (listed.length === 0) return false;
  const hitIds = listed.map((item) => `${search._id}:${item._id}`);
  const link = list.link(listed, search.filters).slice(0, LINK_MAX);
  const params = { searchId: search._id, searchName: search.name, ...list.params(listed), count: String(listed.length), alertedAt: now.toISOString() };
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
