// The browser's side of the documents: the person's own documents (`peopleDocuments.mine`) and
// the one-document `counts` collection the header badge reads (`peopleDocuments.unagreedCount`).
// Filled by publications only; writes go through methods.
import { Mongo } from 'meteor/mongo';
import type { PeopleDocument } from './schema';

export const PeopleDocuments = new Mongo.Collection<PeopleDocument>('peopleDocuments');

/** Mirrors COUNTS_COLLECTION and UNAGREED_COUNT_ID of publications.ts (a server-only module). */
export const DOCUMENT_COUNTS = { collection: 'counts', unagreed: 'unagreedDocuments', publication: 'peopleDocuments.unagreedCount' } as const;

export const DocumentCounts = new Mongo.Collection<{ _id: string; count: number }>(DOCUMENT_COUNTS.collection);
