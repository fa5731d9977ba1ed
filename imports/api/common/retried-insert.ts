// A method call the client sends again after a reconnect (it never saw the answer: the server
// died, or the connection dropped, after the write) carries the same DDP `randomSeed` as its
// first send, so its insert draws the same `_id` from the `/collection/<name>` random stream.
// The rule for every method that inserts and answers the new id: draw the id first
// (`seededInsertId`); when a document already stands under it and belongs to the same caller,
// the call is that earlier send over again and answers the same id without writing twice.
// A call without a seed (server code, an old client) draws a fresh id and looks nothing up.
// Someone else sending a seed another call used (a replay: their seeded ids are that call's
// documents' ids) is refused with 409 before anything is written, and a duplicate `_id` that
// surfaces later in such a call (a notification's, a race) is the same 409, never a server fault.
import { currentMethodInvocation } from 'meteor/ddp-server';
import { isDuplicateKeyError } from 'meteor/mongo';
import { userError } from './user-error';

/** Who a document belongs to, as a selector: `{ userId }`, say. */
export type Owner = Record<string, unknown>;

interface SeededCollection {
  _makeNewID(): string;
  findOneAsync(selector: Owner, options: { fields: { _id: 1 } }): Promise<unknown>;
}

export interface SeededInsertId {
  /** The `_id` to insert under (the same on every send of this call). */
  id: string;
  /** A send of this same call already stored it: answer `id` and write nothing. */
  storedBefore: boolean;
}

/** The refusal of a call whose seed is another call's: nothing was changed. */
export function seedReplayed(): Error {
  return userError(409, 'errors.call.seedReplayed');
}

/**
 * The next seeded `_id` of `collection` in this call, and whether `owner`'s earlier send already
 * stored it; refuses (409) a seed whose id holds someone else's document.
 */
export async function seededInsertId(collection: SeededCollection, owner: Owner): Promise<SeededInsertId> {
  const id = collection._makeNewID();
  if (!currentMethodInvocation.getStore()?.randomSeed) return { id, storedBefore: false };
  if ((await collection.findOneAsync({ _id: id }, { fields: { _id: 1 } })) === undefined) return { id, storedBefore: false };
  if (await isStoredFor(collection, id, owner)) return { id, storedBefore: true };
  throw seedReplayed();
}

/**
 * What a call with a seed answers for `error`: a duplicate `_id` means its seeded ids are another
 * call's (a replayed seed, and its writes were undone with it), so the caller gets 409 and its
 * reason; any other error is itself.
 */
export function refusalOfReplayedSeed(error: unknown, randomSeed: string | null | undefined): unknown {
  return randomSeed && isDuplicateKeyError(error) && error.indexName === '_id_' ? seedReplayed() : error;
}

/**
 * After a duplicate-key refusal: whether the document under `id` is `owner`'s (two sends of one
 * call that ran at the same time, on two servers sharing a database).
 */
export async function isStoredFor(collection: SeededCollection, id: string, owner: Owner): Promise<boolean> {
  return (await collection.findOneAsync({ ...owner, _id: id }, { fields: { _id: 1 } })) !== undefined;
}
