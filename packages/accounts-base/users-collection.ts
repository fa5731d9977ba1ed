// `Meteor.users`: the `users` collection in Meteor's accounts format, and the indexes Meteor's
// accounts-base creates that keep accounts unique (`username` and `emails.address`, both unique
// and sparse). Indexes are built once per opened database, before the first account is written.
// Left out: Meteor's indexes on token fields (lookups go through `_id` or a hashed-token scan).
import { Collection } from '../mongo/collection';
import type { CollectionDriver } from '../mongo/drivers/driver';
import type { UserDoc } from './user-types';

export const users = new Collection<UserDoc>('users');

const built = new WeakMap<CollectionDriver, Promise<void>>();

/** Resolves once the unique indexes exist in the current database. */
export async function ensureUserIndexes(): Promise<void> {
  const driver = await users._driver();
  let ready = built.get(driver);
  if (!ready) {
    ready = (async () => {
      await users.createIndexAsync({ username: 1 }, { unique: true, sparse: true });
      await users.createIndexAsync({ 'emails.address': 1 }, { unique: true, sparse: true });
    })();
    built.set(driver, ready);
    ready.catch(() => built.delete(driver));
  }
  await ready;
}

/** Updates that only touch `services` (accounts' own bookkeeping) skip the app's user schema. */
export const SERVICES_WRITE = { bypassCollection2: true } as const;
