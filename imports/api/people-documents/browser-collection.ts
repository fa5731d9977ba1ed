// The browser's copy of 'peopleDocuments', filled by publications and never written to directly (writes
// go through methods, validated on the server against the schema attached in collection.ts), so
// it carries no schema and the browser does not load the schema library for it.
import { Mongo } from 'meteor/mongo';
import type { PeopleDocument } from './schema';

export const PeopleDocuments = new Mongo.Collection<PeopleDocument>('peopleDocuments');

/** Mirrors UNAGREED_COUNT_ID of publications.ts (a server-only module); the record is in the app's `counts`. */
export const DOCUMENT_COUNTS = { unagreed: 'unagreedDocuments' } as const;

export { Counts as DocumentCounts } from '../common/counts-browser-collection';
