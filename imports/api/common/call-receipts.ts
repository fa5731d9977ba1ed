// A call that changes state under a condition ("only while the application is live") cannot be
// sent twice: the second send finds the state changed and answers 409. A client re-sends a call
// after a reconnect when the first answer never reached it (the server died after the write),
// with the same DDP `randomSeed`, so such a re-send would be told "already withdrawn" about the
// caller's own withdrawal. A call receipt tells it apart: written in the same writeTogether as the
// change, keyed by the user, the method and the seed, and read before anything else on every send.
// A receipt found means this is that call over again: it answers what the first send answered and
// changes nothing. A new call (a new seed) is checked as before. Receipts go after a day
// (retention-run.ts): a client re-sends within seconds or minutes of a restart.
// A call without a seed (server code, an old client) writes and reads no receipt. Server-only.
import { createHash } from 'node:crypto';
import 'meteor/aldeed:collection2';
import { currentMethodInvocation } from 'meteor/ddp-server';
import { EJSON } from 'meteor/ejson';
import { Mongo } from 'meteor/mongo';
import { createSchema, id, LENGTH } from './lists';

export interface CallReceipt {
  /** A hash of the user, the method and the seed: two sends of one call meet on it. */
  _id: string;
  userId: string;
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
    userId: id(),
    method: { type: String, max: LENGTH.short },
    answer: { type: String, max: LENGTH.note, optional: true },
    at: Date,
  }),
);

/** How long a receipt answers a re-send. */
export const CALL_RECEIPT_KEEP_MS = 24 * 60 * 60 * 1000;

/** The receipt's write for the call's writeTogether: one write with a seed, none without. */
export type ReceiptWrite = () => Promise<unknown>;

/** The current call's receipt id for `userId`, or null when the call has no seed. */
function receiptOf(userId: string): { _id: string; method: string } | null {
  const invocation = currentMethodInvocation.getStore() as { name?: string; randomSeed?: string | null } | undefined;
  const seed = invocation?.randomSeed;
  if (!seed) return null;
  const method = invocation.name ?? '';
  return { _id: createHash('sha256').update(`${userId}\n${method}\n${seed}`).digest('hex'), method };
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
export async function oncePerCall<T>(
  userId: string,
  change: (receipt: (answer: T) => ReceiptWrite) => Promise<T>,
  options: OncePerCallOptions<T> = {},
): Promise<T> {
  const key = receiptOf(userId);
  if (!key) return change(() => async () => undefined);
  const replay = async (stored: { answer: T }) => (options.replayed ? options.replayed(stored.answer) : stored.answer);
  const before = await storedAnswer<T>(key._id);
  if (before) return replay(before);
  const receipt = (answer: T): ReceiptWrite => () =>
    CallReceipts.insertAsync({ _id: key._id, userId, method: key.method, ...(answer === undefined ? {} : { answer: EJSON.stringify(answer) }), at: new Date() });
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
export async function forgetCallReceipt(userId: string): Promise<void> {
  const key = receiptOf(userId);
  if (key) await CallReceipts.removeAsync({ _id: key._id });
}

/** Removes receipts older than CALL_RECEIPT_KEEP_MS (the daily retention run). */
export async function removeOldCallReceipts(now: Date): Promise<{ callReceipts: number }> {
  return { callReceipts: await CallReceipts.removeAsync({ at: { $lt: new Date(now.getTime() - CALL_RECEIPT_KEEP_MS) } }) };
}

export async function ensureCallReceiptIndexes(): Promise<void> {
  await CallReceipts.createIndexAsync({ at: 1 });
}
