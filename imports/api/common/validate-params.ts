// Validates a method's or publication's positional arguments against a SimpleSchema whose keys
// name the parameters in order. Strict on purpose: no auto-conversion, unknown keys are refused
// rather than filtered, so hostile input ({"$ne": null} where a string belongs, extra keys,
// surplus arguments) is rejected with 400 INVALID and never reaches a query.
import { Meteor } from 'meteor/meteor';
import type SimpleSchema from 'simpl-schema';

export interface InvalidParam {
  name: string;
  type: string;
  message: string;
}

function invalid(details: InvalidParam[]): Error {
  // Values are left out of the details: they may be passwords or tokens.
  return new Meteor.Error(400, 'INVALID', JSON.stringify(details));
}

// Keys SimpleSchema mistakes for known ones: it looks definitions up on plain objects, so
// `constructor` (inherited from Object.prototype) passes validation and would be stored.
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * The path of the first object key that starts with `$`, contains a dot or names a prototype
 * property, anywhere in `value`. SimpleSchema reads a dotted key as a path (`{"rate.min": 1}`
 * passes as `rate.min`), and such keys would reach storage as Mongo paths or operators, so they
 * are refused before validation.
 */
function unsafeKeyPath(value: unknown, path: string, depth = 0): string | null {
  if (value === null || typeof value !== 'object' || value instanceof Date || depth > 20) return null;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path === '' ? key : `${path}.${key}`;
    if (!Array.isArray(value) && (key.startsWith('$') || key.includes('.') || PROTOTYPE_KEYS.has(key))) return itemPath;
    const nested = unsafeKeyPath(item, itemPath, depth + 1);
    if (nested !== null) return nested;
  }
  return null;
}

export function validateParams(schema: SimpleSchema, args: readonly unknown[]): Record<string, unknown> {
  const names = schema.objectKeys();
  const unsafe = unsafeKeyPath(args, '');
  if (unsafe !== null) {
    throw invalid([{ name: unsafe, type: 'keyNotInSchema', message: `${unsafe} is not allowed: keys may not start with $ or contain dots` }]);
  }
  if (args.length > names.length) {
    throw invalid([{ name: `#${names.length}`, type: 'tooManyArguments', message: `Expected at most ${names.length} arguments` }]);
  }
  const params: Record<string, unknown> = {};
  names.forEach((name, index) => {
    if (args[index] !== undefined) params[name] = args[index];
  });
  const cleaned = schema.clean(params, {
    mutate: false,
    filter: false,
    autoConvert: false,
    removeEmptyStrings: false,
    trimStrings: true,
    getAutoValues: true,
  }) as Record<string, unknown>;
  const context = schema.newContext();
  context.validate(cleaned);
  if (!context.isValid()) {
    throw invalid(
      context.validationErrors().map((error) => ({
        name: error.name,
        type: error.type,
        message: context.keyErrorMessage(error.name) || `${error.name} is invalid`,
      })),
    );
  }
  return cleaned;
}
