// The one-click unsubscribe link of a notification mail (RFC 8058): a signed token naming the
// person and the category, so the link works without a session and cannot be forged for someone
// else. The token's key is UNSUBSCRIBE_SECRET, else one generated once and kept in the database.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Meteor } from 'meteor/meteor';
import { Mongo } from 'meteor/mongo';
import type { NotificationCategory } from './kinds';

interface ServerSecret {
  _id: string;
  value: string;
}

const ServerSecrets = new Mongo.Collection<ServerSecret>('serverSecrets');
const SECRET_ID = 'unsubscribe';
let secret: Promise<string> | null = null;

async function loadSecret(): Promise<string> {
  if (process.env.UNSUBSCRIBE_SECRET) return process.env.UNSUBSCRIBE_SECRET;
  const stored = await ServerSecrets.findOneAsync(SECRET_ID);
  if (stored) return stored.value;
  // Two first mails at once: the upsert keeps whichever secret was written first.
  await ServerSecrets.upsertAsync({ _id: SECRET_ID }, { $setOnInsert: { value: randomBytes(32).toString('base64url') } });
  return (await ServerSecrets.findOneAsync(SECRET_ID))?.value ?? '';
}

function unsubscribeSecret(): Promise<string> {
  secret ??= loadSecret().catch((error: unknown) => {
    secret = null;
    throw error;
  });
  return secret;
}

/** Forgets the cached key (tests that start on a fresh database). */
export function forgetUnsubscribeSecret(): void {
  secret = null;
}

function sign(key: string, payload: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url').slice(0, 32);
}

/** What a link switches off: a category, or one saved search's alerts (`search-<searchId>`). */
export type UnsubscribeSubject = NotificationCategory | `search-${string}`;

export async function unsubscribeToken(userId: string, category: UnsubscribeSubject): Promise<string> {
  const payload = `${userId}.${category}`;
  return `${payload}.${sign(await unsubscribeSecret(), payload)}`;
}

/** The person and category a token names, or null when it is not one this server signed. */
export async function readUnsubscribeToken(token: string): Promise<{ userId: string; category: string } | null> {
  const [userId, category, signature, ...rest] = token.split('.');
  if (!userId || !category || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(await unsubscribeSecret(), `${userId}.${category}`));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { userId, category } : null;
}

export async function unsubscribeUrl(userId: string, category: UnsubscribeSubject): Promise<string> {
  return Meteor.absoluteUrl(`engine/unsubscribe/${await unsubscribeToken(userId, category)}`);
}

/** RFC 2369 / RFC 8058 headers: mail clients show "Unsubscribe" and POST to the link. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
