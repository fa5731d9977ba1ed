// collection2's validation error (its simpleSchema adapter's getErrorObject): a plain Error named
// 'ValidationError' carrying `invalidKeys`, whose message is the first invalid key's message,
// with ` (<key>)` for nested keys and ` in <collection> <operation>`; `sanitizedError` is what a
// DDP client receives: Meteor.Error(400, 'INVALID', JSON of the invalid keys). Also turns a
// duplicate key on a `c2_<key>` unique index into a `notUnique` error on that key, as
// aldeed:schema-index does. Left out: the disableCollectionNamesInValidation setting.
import type SimpleSchema from 'simpl-schema';
import { MeteorError } from '../meteor/errors';
import { isDuplicateKeyError } from '../mongo/drivers/driver';

export interface InvalidKey {
  name: string;
  type: string;
  value: unknown;
  message: string;
  [extra: string]: unknown;
}

export interface ValidationError extends Error {
  name: 'ValidationError';
  invalidKeys: InvalidKey[];
  code?: number;
  sanitizedError: MeteorError;
}

export function isValidationError(error: unknown): error is ValidationError {
  return error instanceof Error && error.name === 'ValidationError' && Array.isArray((error as ValidationError).invalidKeys);
}

/** The message aldeed:schema-index registers for notUnique (simpl-schema has none). */
export function notUniqueMessage(schema: SimpleSchema, key: string): string {
  return `${schema.label(key) ?? key} must be unique`;
}

export function validationError(
  schema: SimpleSchema,
  keys: Array<{ name: string; type: string; value: unknown; [extra: string]: unknown }>,
  collectionName: string,
  operation: string,
): ValidationError {
  const invalidKeys: InvalidKey[] = keys.map((key) => ({
    ...key,
    message: key.type === 'notUnique' ? notUniqueMessage(schema, key.name) : schema.messageForError(key),
  }));
  const first = invalidKeys[0];
  let message = 'Failed validation';
  if (first) {
    message = first.message;
    if (first.name.includes('.')) message += ` (${first.name})`;
    message += ` in ${collectionName} ${operation}`;
  }
  const error = new Error(message) as ValidationError;
  error.name = 'ValidationError';
  error.invalidKeys = invalidKeys;
  error.sanitizedError = new MeteorError(400, 'INVALID', JSON.stringify(invalidKeys));
  return error;
}

/** A duplicate on a collection2 (`c2_`) unique index as a notUnique ValidationError; else null. */
export function notUniqueError(error: unknown, schema: SimpleSchema, collectionName: string, operation: string): ValidationError | null {
  if (!isDuplicateKeyError(error) || !error.indexName.startsWith('c2_')) return null;
  const key = error.indexName.slice(3);
  const value = error.keyValue[key] ?? Object.values(error.keyValue)[0];
  const converted = validationError(schema, [{ name: key, type: 'notUnique', value }], collectionName, operation);
  converted.code = error.code;
  return converted;
}
