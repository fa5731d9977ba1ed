// The browser's copy of 'peopleDocuments', filled by publications and never written to directly (writes
// go through methods, validated on the server against the schema attached in collection.ts), so
// it carries no schema and the browser does not load the schema library for it.
import { Mongo } from 'meteor/mongo';
import type { PeopleDocument } from './schema';

export const PeopleDocuments = new Mongo.Collection<PeopleDocument>('peopleDocuments');

/** Mirrors COUNTS_COLLECTION and UNAGREED_COUNT_ID of publications.ts (a server-only module). */
export const DOCUMENT_COUNTS = { collection: 'counts', unagreed: 'unagreedDocuments', publication: 'peopleDocuments.unagreedCount' } as const;

export const DocumentCounts = new Mongo.Collection<{ _id: string; count: number }>(DOCUMENT_COUNTS.collection);
