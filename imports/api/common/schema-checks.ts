// Schema helpers for edit methods: a partial copy of a schema (every top-level key optional, so
// an edit may send only what changed) and whole-document validation that fails with the same
// client-safe error shape as argument validation (400 INVALID, JSON list of invalid keys).
import { Meteor } from 'meteor/meteor';
import type SimpleSchema from 'simpl-schema';

export interface InvalidKeyDetail {
  name: string;
  type: string;
  message: string;
}

export function invalidError(details: InvalidKeyDetail[]): Error {
  return new Meteor.Error(400, 'INVALID', JSON.stringify(details));
}

/** `schema` restricted to `keys`, each of them optional; nested rules (bounds, lists) stay. */
export function partialSchema(schema: SimpleSchema, keys: readonly string[]): SimpleSchema {
  const picked = schema.pick(...keys);
  return picked.extend(Object.fromEntries(keys.map((key) => [key, { optional: true }])));
}

/** Throws 400 INVALID when `doc` does not satisfy `schema` (validated as stored, no cleaning). */
export function assertValidDocument(schema: SimpleSchema, doc: Record<string, unknown>): void {
  const context = schema.newContext();
  context.validate(doc);
  if (context.isValid()) return;
  throw invalidError(
    context.validationErrors().map((error) => ({
      name: error.name,
      type: error.type,
      message: context.keyErrorMessage(error.name) || `${error.name} is invalid`,
    })),
  );
}
