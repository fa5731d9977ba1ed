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

const MAX_DEPTH = 20;
// SimpleSchema's validation grows with the square of an array's length (8,000 numbers where a
// string belongs take seconds of CPU on the event loop), so arrays and objects far larger than
// any schema's maxCount are refused before it sees them.
const MAX_ITEMS = 200;
const MAX_VALUES = 5_000;

interface UnsafeInput {
  path: string;
  type: 'keyNotInSchema' | 'nullInArray' | 'tooDeep' | 'tooLarge';
  message: string;
}

/**
 * The first part of `value` no schema should see: an object key that starts with `$`, contains a
 * dot or names a prototype property (SimpleSchema reads `{"rate.min": 1}` as the path
 * `rate.min`, and such keys would reach storage as Mongo paths or operators); a null inside an
 * array (SimpleSchema lets `[null]` through, and `roles: [null]` would wipe roles); or nesting
 * deeper than any of our schemas goes.
 */
function findUnsafeInput(value: unknown, path: string, depth = 0, seen = { values: 0 }): UnsafeInput | null {
  if (value === null || typeof value !== 'object' || value instanceof Date || value instanceof Uint8Array) return null;
  if (depth > MAX_DEPTH) return { path, type: 'tooDeep', message: `${path || 'Arguments'} are nested too deeply` };
  const isArray = Array.isArray(value);
  const size = isArray ? value.length : Object.keys(value).length;
  seen.values += size;
  if ((depth > 0 && size > MAX_ITEMS) || seen.values > MAX_VALUES) {
    return { path, type: 'tooLarge', message: `${path || 'Arguments'} hold too many values` };
  }
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path === '' ? key : `${path}.${key}`;
    if (!isArray && (key.startsWith('$') || key.includes('.') || PROTOTYPE_KEYS.has(key))) {
      return { path: itemPath, type: 'keyNotInSchema', message: `${itemPath} is not allowed: keys may not start with $ or contain dots` };
    }
    if (isArray && depth > 0 && (item === null || item === undefined)) {
      return { path: itemPath, type: 'nullInArray', message: `${itemPath} may not be empty` };
    }
    const nested = findUnsafeInput(item, itemPath, depth + 1, seen);
    if (nested !== null) return nested;
  }
  return null;
}

export function validateParams(schema: SimpleSchema, args: readonly unknown[]): Record<string, unknown> {
  const names = schema.objectKeys();
  const unsafe = findUnsafeInput(args, '');
  if (unsafe !== null) throw invalid([{ name: unsafe.path, type: unsafe.type, message: unsafe.message }]);
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
