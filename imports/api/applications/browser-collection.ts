// The browser's copy of 'applications', filled by publications and never written to directly (writes
// go through methods, validated on the server against the schema attached in collection.ts), so
// it carries no schema and the browser does not load the schema library for it.
import { Mongo } from 'meteor/mongo';
import type { Application } from './schema';

export const Applications = new Mongo.Collection<Application>('applications');
