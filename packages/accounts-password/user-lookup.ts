// Meteor's user lookups for password accounts (`Accounts.findUserByEmail`, `findUserByUsername`,
// and the `{user: {id|username|email}}` selector of a login): an exact match first, then a
// case-insensitive one accepted only when exactly one user matches. Every value is a string by
// the time it gets here (arg-checks.ts), and the case-insensitive pattern is built from the
// escaped string, so neither operators nor regular expressions from a client reach the query.
// Left out: Meteor's prefix-permutation trick for using indexes (an anchored `i` regex suffices).
import type { UserSelector } from '../accounts-base/arg-checks';
import { users } from '../accounts-base/users-collection';
import type { UserDoc } from '../accounts-base/user-types';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function findByField(field: 'username' | 'emails.address', value: string): Promise<UserDoc | undefined> {
  if (typeof value !== 'string' || value === '') return undefined;
  const exact = await users.findOneAsync({ [field]: value });
  if (exact) return exact;
  const candidates = await users.find({ [field]: new RegExp(`^${escapeRegExp(value)}$`, 'i') }, { limit: 2 }).fetchAsync();
  return candidates.length === 1 ? candidates[0] : undefined;
}

export function findUserByEmail(email: string): Promise<UserDoc | undefined> {
  return findByField('emails.address', email);
}

export function findUserByUsername(username: string): Promise<UserDoc | undefined> {
  return findByField('username', username);
}

export async function findUserBySelector(selector: UserSelector): Promise<UserDoc | undefined> {
  if ('id' in selector) return users.findOneAsync({ _id: selector.id });
  if ('username' in selector) return findUserByUsername(selector.username);
  return findUserByEmail(selector.email);
}

/** The user's own spelling of `email` (matched case-insensitively), or undefined. */
export function ownEmailAddress(user: UserDoc, email: string): string | undefined {
  const wanted = email.toLowerCase();
  return user.emails?.find((entry) => typeof entry.address === 'string' && entry.address.toLowerCase() === wanted)?.address;
}
