// The signed-in person's documents from the live `peopleDocuments.mine` subscription: those
// awaiting agreement first, then the agreed ones, newest first. Prepared documents (not yet
// shown to the person) are left out.
import { useFind } from 'meteor/react-meteor-data';
import { useSubscribe } from '../../lib/subscriptions';
import { PeopleDocuments } from '../../../api/people-documents/browser-collection';
import type { MyDocument } from '../../../api/people-documents/schema';

export type ListedDocument = MyDocument & { docInfo?: { createdAt?: Date } };

const SHOWN_STATUSES = ['2', '3', '4'];

export function useMyDocuments(): { loading: boolean; documents: ListedDocument[] } {
  const isLoading = useSubscribe('peopleDocuments.mine');
  const documents = useFind(() => PeopleDocuments.find({ status: { $in: SHOWN_STATUSES } }, { sort: { status: 1, textLastModified: -1 } }), []) as ListedDocument[];
  return { loading: isLoading(), documents };
}
