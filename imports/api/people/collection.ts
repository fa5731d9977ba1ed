// The expert directory's collection, shared by client and server. Writes are validated against
// the person schema plus docInfo. `urlName` is unique, and so is `sourceUserId` (one entry per
// candidate, even when two admins publish the same candidate at once); collection2 builds both
// indexes and reports a duplicate as notUnique.
import { docInfoSchema } from 'meteor/aldeed:collection2';
import { Mongo } from 'meteor/mongo';
import { personSchema, type Person } from './schema';

export const People = new Mongo.Collection<Person>('people');

People.attachSchema(
  personSchema
    .clone()
    .extend({
      urlName: { index: true, unique: true },
      sourceUserId: { index: true, unique: true, sparse: true },
    })
    .extend(docInfoSchema),
);
