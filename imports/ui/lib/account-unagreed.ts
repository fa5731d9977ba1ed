// The header badge's live count of documents awaiting the user's agreement: one reactive document
// that `peopleDocuments.unagreedCount` keeps up to date (changed on every agreement, in every tab).
import { DOCUMENT_COUNTS, DocumentCounts } from '../../api/people-documents/browser-collection';
import { subscribe } from './subscriptions';

/** Subscribes; returns the stop function (for a React effect's clean-up). */
export function subscribeUnagreedCount(): () => void {
  const handle = subscribe('peopleDocuments.unagreedCount', []);
  return () => handle.stop();
}

/** The current count (reactive), 0 until the subscription delivers it. */
export function readUnagreedCount(): number {
  return DocumentCounts.findOne({ _id: DOCUMENT_COUNTS.unagreed })?.count ?? 0;
}
