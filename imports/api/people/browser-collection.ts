// The expert directory's collection as the browser holds it: filled by publications and never
// written to directly (writes go through methods, validated on the server against the schema
// attached in collection.ts), so it carries no schema and the browser does not load the schema
// library for the directory. Server code uses collection.ts.
import { Mongo } from 'meteor/mongo';
import type { Person } from './schema';

export const People = new Mongo.Collection<Person>('people');
