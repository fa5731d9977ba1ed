// Server-side access to the users collection for this module. The collection belongs to the
// accounts package (no collection2 schema attached), so the app's rules are applied here: every
// write of app data validates with ./schema.ts parts first (in the callers) and stamps docInfo.
import 'meteor/accounts-base';
import { Meteor } from 'meteor/meteor';
import type { Mongo } from 'meteor/mongo';
import type { User } from './schema';
import { userError } from '../common/user-error';

export function usersCollection(): Mongo.Collection<User> {
  // Accounts' UserDoc is a loose record; the app reads it through its own User shape.
  return Meteor.users as unknown as Mongo.Collection<User>;
}

export async function findUser(userId: string, fields?: Record<string, 0 | 1>): Promise<User | undefined> {
  return usersCollection().findOneAsync({ _id: userId }, fields ? { fields } : {});
}

/** The user or 404: a deleted account counts as gone. */
export async function findLiveUser(userId: string, fields?: Record<string, 0 | 1>): Promise<User> {
  const user = await findUser(userId, fields ? { ...fields, deletedAt: 1 } : undefined);
  if (!user || user.deletedAt) throw userError(404, 'errors.notFound.user');
  return user;
}

/**
 * Applies `$set`/`$unset`/… to one live account and stamps docInfo. `extra` may add operators;
 * `actorId` is who made the change (the user, or an admin).
 */
export async function updateUser(
  userId: string,
  actorId: string,
  modifier: { $set?: Record<string, unknown>; $unset?: Record<string, unknown>; $addToSet?: Record<string, unknown> },
): Promise<void> {
  const $set = { ...modifier.$set, 'docInfo.updatedAt': new Date(), 'docInfo.updatedBy': actorId };
  const changed = await usersCollection().updateAsync({ _id: userId, deletedAt: { $exists: false } }, { ...modifier, $set });
  if (changed === 0) throw userError(404, 'errors.notFound.user');
}
