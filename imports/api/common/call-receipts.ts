// A call that changes state under a condition ("only while the application is live") cannot be
// sent twice: the second send finds the state changed and answers 409. A client re-sends a call
// after a reconnect when the first answer never reached it (the server died after the write),
// with the same DDP `randomSeed`, so such a re-send would be told "already withdrawn" about the
// caller's own withdrawal. A call receipt tells it apart: written in the same writeTogether as the
// change, keyed by the user, the method and the seed, and read before anything else on every send.
// A receipt found means this is that call over again: it answers what the first send answered and
// changes nothing. A new call (a new seed) is checked as before. Receipts go after a day
// (retention-run.ts): a client re-sends within seconds or minutes of a restart.
// A call without a seed (server code, an old client) writes and reads no receipt.
// A call made with a mailed link's token and nobody signed in (declining or accepting an invitation
// by its link) is keyed by the token instead of the user (`oncePerLinkCall`): the first send uses
// the token up, so only a re-send holding both the token and the first send's seed finds the
// receipt; a new seed with the used token is refused as before. Neither is stored: the receipt's id
// is a hash, and its answer must hold no secret (a login token is never stored; the method signs
// the re-send in afresh, see company-invitations/answers.ts). Server-only.
import { createHash } from 'node:crypto';
import 'meteor/aldeed:collection2';
import { currentMethodInvocation } from 'meteor/ddp-server';
import { EJSON } from 'meteor/ejson';
import { Mongo } from 'meteor/mongo';
import { createSchema, id, LENGTH } from './lists';

export interface CallReceipt {
  /** A hash of the user (or the link's token), the method and the seed: two sends of one call meet on it. */
  _id: string;
  /** The signed-in caller; absent on a link's call. */
  userId?: string;
  method: string;
  /** The first send's answer, as EJSON text (absent: the method answers nothing). */
  answer?: string;
  at: Date;
}

const RECEIPT_ID = /^[0-9a-f]{64}$/;

export const CallReceipts = new Mongo.Collection<CallReceipt>('callReceipts');
CallReceipts.attachSchema(
  createSchema({
    _id: { type: String, regEx: RECEIPT_ID },
    userId: { ...id(), optional: true },
    method: { type: String, max: LENGTH.short },
    answer: { type: String, max: LENGTH.note, optional: true },
    at: Date,
  }),
);

/** How long a receipt answers a re-send. */
export const CALL_RECEIPT_KEEP_MS = 24 * 60 * 60 * 1000;

/** The receipt's write for the call's writeTogether: one write with a seed, none without. */
export type ReceiptWrite = () => Promise<unknown>;

/** Who a receipt answers: a signed-in user, or whoever holds a link's token. */
interface Caller {
  /** What the receipt's id hashes with the method and the seed. */
  key: string;
  userId?: string;
}

const signedIn = (userId: string): Caller => ({ key: userId, userId });
// A space never occurs in a user id, so a link's key cannot meet a user's.
const linkHolder = (token: string): Caller => ({ key: `link ${token}` });

/** The current call's receipt id for `caller`, or null when the call has no seed. */
function receiptOf(caller: Caller): { _id: string; method: string } | null {
  const invocation = currentMethodInvocation.getStore() as { name?: string; randomSeed?: string | null } | undefined;
  const seed = invocation?.randomSeed;
  if (!seed) return null;
  const method = invocation.name ?? '';
  return { _id: createHash('sha256').update(`${caller.key}\n${method}\n${seed}`).digest('hex'), method };
}

async function storedAnswer<T>(receiptId: string): Promise<{ answer: T } | null> {
  const stored = await CallReceipts.findOneAsync({ _id: receiptId }, { fields: { answer: 1 } });
  if (!stored) return null;
  return { answer: (stored.answer === undefined ? undefined : EJSON.parse(stored.answer)) as T };
}

export interface OncePerCallOptions<T> {
  /**
   * On a re-send: finishes what the first send may have left (idempotent steps after its
   * receipt's write) and answers. Default: the first send's answer.
   */
  replayed?(answer: T): Promise<T>;
}

/**
 * Runs `change` once per call of `userId`: a re-send of a call that went through answers the
 * first send's answer without running it. `change` must put `receipt(answer)` in the
 * writeTogether that makes its change, so the change and its receipt are stored together.
 */
export function oncePerCall<T>(
  userId: string,
  change: (receipt: (answer: T) => ReceiptWrite) => Promise<T>,
  options: OncePerCallOptions<T> = {},
): Promise<T> {
  return oncePerCallOf(signedIn(userId), change, options);
}

/**
 * `oncePerCall` for a call made with a mailed link's `token` (nobody signed in): a re-send with
 * the same token and seed answers the first send's answer, which must hold no secret.
 */
export function oncePerLinkCall<T>(
  token: string,
  change: (receipt: (answer: T) => ReceiptWrite) => Promise<T>,
  options: OncePerCallOptions<T> = {},
): Promise<T> {
  return oncePerCallOf(linkHolder(token), change, options);
}

async function oncePerCallOf<T>(caller: Caller, change: (receipt: (answer: T) => ReceiptWrite) => Promise<T>, options: OncePerCallOptions<T>): Promise<T> {
  const key = receiptOf(caller);
  if (!key) return change(() => async () => undefined);
  const replay = async (stored: { answer: T }) => (options.replayed ? options.replayed(stored.answer) : stored.answer);
  const before = await storedAnswer<T>(key._id);
  if (before) return replay(before);
  const receipt = (answer: T): ReceiptWrite => () =>
    CallReceipts.insertAsync({
      _id: key._id,
      ...(caller.userId === undefined ? {} : { userId: caller.userId }),
      method: key.method,
      ...(answer === undefined ? {} : { answer: EJSON.stringify(answer) }),
      at: new Date(),
    });
  try {
    return await change(receipt);
  } catch (error) {
    // Two sends of the call at once (two servers on one database): the other one's went through.
    const meanwhile = await storedAnswer<T>(key._id);
    if (meanwhile) return replay(meanwhile);
    throw error;
  }
}

/** Undoes the current call's receipt, when a step after its write failed and was undone too. */
export function forgetCallReceipt(userId: string): Promise<void> {
  return forget(signedIn(userId));
}

/** `forgetCallReceipt` for a call made with a link's `token`. */
export function forgetLinkCallReceipt(token: string): Promise<void> {
  return forget(linkHolder(token));
}

async function forget(caller: Caller): Promise<void> {
  const key = receiptOf(caller);
  if (key) await CallReceipts.removeAsync({ _id: key._id });
}

/** Removes receipts older than CALL_RECEIPT_KEEP_MS (the daily retention run). */
export async function removeOldCallReceipts(now: Date): Promise<{ callReceipts: number }> {
  return { callReceipts: await CallReceipts.removeAsync({ at: { $lt: new Date(now.getTime() - CALL_RECEIPT_KEEP_MS) } }) };
}

export async function ensureCallReceiptIndexes(): Promise<void> {
  await CallReceipts.createIndexAsync({ at: 1 });
}
