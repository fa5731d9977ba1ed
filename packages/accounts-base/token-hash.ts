// Meteor's `Accounts._hashLoginToken`: base64 (standard, padded, 44 characters) of the SHA-256 of
// the token's UTF-8 bytes. Login tokens are stored only in this form; this runtime stores reset,
// enroll and verification tokens the same way, so a copy of the database opens no account.
import { createHash } from 'node:crypto';
import { Random } from '../random/index';

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64');
}

/** A fresh secret token (Random.secret: 43 URL-safe characters, about 256 bits). */
export function newToken(): string {
  return Random.secret();
}
