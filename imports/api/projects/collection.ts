// The projects collection, shared by client and server (each side gets its own Mongo.Collection).
// Every write is validated against the project schema plus docInfo; `accountId` is optional
// (admins post projects for clients without an account). `urlName` and `referenceNumber` are
// unique: collection2 builds the indexes and turns a duplicate into a notUnique error.
import { accountIdSchema, docInfoSchema } from 'meteor/aldeed:collection2';
import { Mongo } from 'meteor/mongo';
import { projectSchema, type Project } from './schema';

export const Projects = new Mongo.Collection<Project>('projects');

Projects.attachSchema(
  projectSchema
    .clone()
    .extend({
      urlName: { index: true, unique: true },
      referenceNumber: { index: true, unique: true, sparse: true },
    })
    .extend(docInfoSchema)
    .extend(accountIdSchema.clone().extend({ accountId: { optional: true } })),
);
