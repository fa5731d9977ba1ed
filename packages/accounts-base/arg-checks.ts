// Argument checks for the accounts methods, in the spirit of Meteor's `check()`: every value a
// client sends is proved to have its type before it reaches a query, so an operator object
// (`{"$ne": null}`) or an EJSON RegExp (`{"$regexp": ".*"}`) can never stand in for a string.
// A failure is Meteor's `400 Match failed` (what check()'s sanitizedError sends).
import { MeteorError } from '../meteor/errors';

export function matchFailed(): MeteorError {
  return new MeteorError(400, 'Match failed');
}

/** A plain JSON object (not an array, Date, RegExp, binary or class instance). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

export function checkString(value: unknown): asserts value is string {
  if (typeof value !== 'string') throw matchFailed();
}

export function checkNonEmptyString(value: unknown): asserts value is string {
  if (typeof value !== 'string' || value.length === 0) throw matchFailed();
}

/** An object whose keys are all among `allowed` (missing keys are fine). */
export function checkObjectKeys(value: unknown, allowed: readonly string[]): asserts value is Record<string, unknown> {
  if (!isPlainObject(value)) throw matchFailed();
  for (const key of Object.keys(value)) if (!allowed.includes(key)) throw matchFailed();
}

/** Meteor's user selector: exactly one of id / username / email, a non-empty string. */
export type UserSelector = { id: string } | { username: string } | { email: string };

export function checkUserSelector(value: unknown): UserSelector {
  if (!isPlainObject(value)) throw matchFailed();
  const keys = Object.keys(value);
  if (keys.length !== 1) throw matchFailed();
  const key = keys[0] as string;
  const field = value[key];
  if (!['id', 'username', 'email'].includes(key)) throw matchFailed();
  checkNonEmptyString(field);
  return { [key]: field } as UserSelector;
}

