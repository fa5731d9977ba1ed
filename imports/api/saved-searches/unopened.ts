// Searches whose alerts go unopened: the person is offered a lower frequency (instant → daily,
// daily → weekly) on My Profile. An alert counts as opened when its notification was read (the
// bell, the notifications page, or the mail's link into the app); mails carry no tracking pixel.
// Decision: the last UNOPENED_ALERTS alerts of the search are all unread and the oldest of them
// is at least UNOPENED_DAYS old.
import { Notifications } from '../notifications/collection';
import { SavedSearches } from './collection';

export const UNOPENED_ALERTS = 3;
export const UNOPENED_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;


/** The ids of the person's active searches to offer a lower frequency. */
export async function searchesToSlowDown(userId: string, now = new Date()): Promise<string[]> {
  const searches = await SavedSearches.find({ userId, active: true, frequency: { $in: ['instant', 'daily'] } }, { fields: { _id: 1 } }).fetchAsync();
  if (searches.length === 0) return [];
  const alerts = await Notifications.find({ userId, kind: 'search.matched' }, { fields: { params: 1, readAt: 1, createdAt: 1 }, sort: { createdAt: -1 }, limit: 500 }).fetchAsync();
  return searches
    .filter((search) => {
      const latest = alerts.filter((alert) => alert.params.searchId === search._id).slice(0, UNOPENED_ALERTS);
      return latest.length === UNOPENED_ALERTS && latest.every((alert) => !alert.readAt) && now.getTime() - latest.at(-1)!.createdAt.getTime() >= UNOPENED_DAYS * DAY_MS;
    })
    .map((search) => search._id);
}
