// The browser's `listPages` collection: one list record per list subscription (the public lists,
// the admin tables' pages: list-pages.ts), filled by publications only. One instance for the
// whole app: a connection takes one store per collection name.
import { Mongo } from 'meteor/mongo';
import { LIST_PAGES_COLLECTION, type ListPageRecord } from './list-pages';

export const ListPages = new Mongo.Collection<ListPageRecord>(LIST_PAGES_COLLECTION);
