// Meteor's password handling (password_server.js): clients send `{digest, algorithm: 'sha-256'}`
// (the SHA-256 hex of the password; a plain string is accepted and hashed here), and the stored
// `services.password.bcrypt` is bcrypt over that 64-character lowercase hex digest, cost 10.
// Argument rules: a login password must be a string or exactly `{digest: <64 hex>, algorithm}`
// (else 400 'Match failed'; another algorithm is refused with 400 rather than Meteor's 500); a
// new password answers 400 'Password may not be empty' / 'Password must be a string' as the
// spec asks (the empty digest is recognised as an empty password). A plaintext password longer
// than 256 characters is refused (Meteor intends this limit; its check never fires).
// Unknown users are compared against a dummy hash so a failed login costs the same either way.
// bcrypt runs in libuv's thread pool, which file system calls share: a storm of logins filling
// every pool thread left the data files' writes and syncs (the login token) queued behind all
// of them. At most `passwordHashConcurrency()` hashes run at once (one hash per core, and always
// a pool thread left for the file system); the rest wait in a queue on the event loop.
import { createHash } from 'node:crypto';
import os from 'node:os';
import bcrypt from 'bcrypt';
import pLimit from 'p-limit';
import { isPlainObject, matchFailed } from '../accounts-base/arg-checks';
import { MeteorError } from '../meteor/errors';

export const PASSWORD_MAX_LENGTH = 256;
const HEX_DIGEST = /^[0-9a-fA-F]{64}$/;

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export const EMPTY_PASSWORD_DIGEST = sha256Hex('');

/** The digest inside a `{digest, algorithm}` object, or undefined when it is not one. */
function digestOf(value: unknown): string | undefined {
  if (!isPlainObject(value)) return undefined;
  const keys = Object.keys(value);
  if (keys.length !== 2 || !keys.includes('digest') || !keys.includes('algorithm')) return undefined;
  if (typeof value.algorithm !== 'string' || typeof value.digest !== 'string' || !HEX_DIGEST.test(value.digest)) return undefined;
  if (value.algorithm !== 'sha-256') {
    throw new MeteorError(400, "Invalid password hash algorithm. Only 'sha-256' is allowed.");
  }
  return value.digest.toLowerCase();
}

/** A password given to log in (or as changePassword's old one) → its SHA-256 hex digest. */
export function loginPasswordDigest(value: unknown): string {
  if (typeof value === 'string') {
    if (value.length > PASSWORD_MAX_LENGTH) throw matchFailed();
    return sha256Hex(value);
  }
  const digest = digestOf(value);
  if (digest === undefined) throw matchFailed();
  return digest;
}

/** A password being set (createUser, changePassword, resetPassword) → its digest. */
export function newPasswordDigest(value: unknown): string {
  if (value === undefined || value === null || value === '') throw new MeteorError(400, 'Password may not be empty');
  if (typeof value === 'string') {
    if (value.length > PASSWORD_MAX_LENGTH) throw new MeteorError(400, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);
    return sha256Hex(value);
  }
  let digest: string | undefined;
  try {
    digest = digestOf(value);
  } catch (error) {
    if (error instanceof MeteorError) throw error;
    throw new MeteorError(400, 'Password must be a string');
  }
  if (digest === undefined) throw new MeteorError(400, 'Password must be a string');
  if (digest === EMPTY_PASSWORD_DIGEST) throw new MeteorError(400, 'Password may not be empty');
  return digest;
}

/**
 * PASSWORD_HASH_CONCURRENCY, or one hash per core but never the whole pool. Measured on 2 cores
 * (200 logins at once): 1 at a time took 15.7 s with idle sessions' ping p99 at 20 ms, 2 took
 * 8.6 s with 54 ms, both under the 100 ms the event loop may lag.
 */
export function passwordHashConcurrency(env: NodeJS.ProcessEnv = process.env, cores = os.availableParallelism()): number {
  const configured = Number(env.PASSWORD_HASH_CONCURRENCY);
  if (Number.isInteger(configured) && configured > 0) return configured;
  const pool = Number(env.UV_THREADPOOL_SIZE) || 4;
  return Math.max(1, Math.min(cores, pool - 1));
}

const hashing = pLimit(passwordHashConcurrency());

export function hashPassword(digest: string, rounds: number): Promise<string> {
  return hashing(() => bcrypt.hash(digest, rounds));
}

export function comparePassword(digest: string, stored: string): Promise<boolean> {
  return hashing(() => bcrypt.compare(digest, stored));
}

/** bcrypt's cost factor of a stored hash, or null for something else. */
export function hashRounds(stored: string): number | null {
  try {
    return bcrypt.getRounds(stored);
  } catch {
    return null;
  }
}

let dummyHash: Promise<string> | null = null;

/** Spends a bcrypt comparison's time on a user that does not exist; always false. */
export async function dummyCompare(digest: string, rounds: number): Promise<false> {
  dummyHash ??= hashPassword(sha256Hex('not a password of anybody'), rounds);
  await comparePassword(digest, await dummyHash);
  return false;
}
