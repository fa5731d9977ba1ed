// The record of each "ask to apply" (server): who asked whom about which project, and when. One
// per (project, person): the unique `pairKey` (`<projectId>:<userId>`) keeps two admins, or two
// clicks, from notifying the same person twice, even at the same moment. Asks of a person
// whose account is deleted are removed with it (users/data-hooks.ts).
import 'meteor/aldeed:collection2';
import { Mongo } from 'meteor/mongo';
import { createSchema, id, optionalId } from '../common/lists';

export interface ApplyAsk {
  _id: string;
  projectId: string;
  userId: string;
  /** The admin who asked. */
  askedBy: string;
  askedAt: Date;
  pairKey: string;
}

export const applyAskSchema = createSchema({
  _id: optionalId(),
  projectId: { ...id(), index: 1 },
  userId: id(),
  askedBy: id(),
  askedAt: { type: Date },
  pairKey: { type: String, max: 60, index: 1, unique: true },
});

export const ApplyAsks = new Mongo.Collection<ApplyAsk>('applyAsks');
ApplyAsks.attachSchema(applyAskSchema);

export function pairKeyOf(projectId: string, userId: string): string {
  return `${projectId}:${userId}`;
}
