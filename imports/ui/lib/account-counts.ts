// The header's live counts of the signed-in user's own things: documents awaiting their
// agreement (the account menu's badge) and unread notifications (the bell). Each is one reactive
// record in the app's `counts` collection that its publication keeps up to date
// (api/common/own-count-publication.ts): it changes in every tab as soon as anything changes it.
import { Counts } from '../../api/common/counts-browser-collection';
import { NOTIFICATION_COUNTS } from '../../api/notifications/shown';
import { DOCUMENT_COUNTS } from '../../api/people-documents/browser-collection';
import { subscribe } from './subscriptions';

export interface OwnCounts {
  /** Documents awaiting the user's agreement (status '2'). */
  unagreedCount: number;
  /** Notifications the user has not read. */
  unreadNotifications: number;
}

export const NO_OWN_COUNTS: OwnCounts = { unagreedCount: 0, unreadNotifications: 0 };

const OWN_COUNTS = [
  { key: 'unagreedCount', publication: 'peopleDocuments.unagreedCount', id: DOCUMENT_COUNTS.unagreed },
  { key: 'unreadNotifications', publication: 'notifications.unreadCount', id: NOTIFICATION_COUNTS.unread },
] as const;

/** Subscribes to every count; returns the stop function (for a React effect's clean-up). */
export function subscribeOwnCounts(): () => void {
  const handles = OWN_COUNTS.map(({ publication }) => subscribe(publication, []));
  return () => {
    for (const handle of handles) handle.stop();
  };
}

/** The current counts (reactive), each 0 until its subscription delivers it. */
export function readOwnCounts(): OwnCounts {
  const counts = { ...NO_OWN_COUNTS };
  for (const { key, id } of OWN_COUNTS) counts[key] = Counts.findOne({ _id: id })?.count ?? 0;
  return counts;
}
