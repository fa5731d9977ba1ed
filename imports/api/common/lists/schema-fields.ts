// Field definitions every schema reuses, so bounds are decided once: string lengths, ids,
// e-mail, select lists, and the guard for the few free-form objects. Also `createSchema`, which
// gives the custom error types below readable messages.
import SimpleSchema from 'simpl-schema';
import { type ListEntry, valuesOf } from './list-item';
import { EMAIL_MAX, EMAIL_PATTERN, ID_PATTERN, PHONE_PATTERN, SLUG_PATTERN } from './patterns';

/** Maximum lengths, in characters. */
export const LENGTH = {
  name: 80, // a first or last name
  short: 120, // a role, a company or city name, a headline
  title: 200, // a project title, a document title, a slug
  summary: 2000, // a teaser paragraph
  note: 5000, // a cover note, a message, an expert's summary, an experience description
  long: 20000, // a project description
  document: 200000, // a document template body (contracts are long)
} as const;

/** Custom error types raised by the validators below, with their messages. */
const CUSTOM_MESSAGES: Record<string, (label: string, value: unknown) => string> = {
  operatorKey: (label) => `${label} must not contain keys that start with $ or contain dots`,
  tooLarge: (label) => `${label} is too large`,
  rangeInverted: (label) => `${label} must not be lower than the minimum`,
  dateOrder: (label) => `${label} must not be before the start date`,
  ownerRequired: () => 'A company needs at least one owner',
  duplicate: (label) => `${label} contains the same value twice`,
  notData: (label) => `${label} may only hold text, numbers, booleans, dates, lists and objects`,
  nullValue: (label) => `${label} may not be null`,
  asapWithDate: (label) => `${label} must be empty when the start is as soon as possible`,
  // SimpleSchema's own message names the value, not the field ("Thu Nov 26 2026 … is not an
  // allowed value"); an unticked box that must be ticked (mustBeTicked) is a missing answer.
  notAllowed: (label, value) => (value === false ? `${label} is required` : `${label} is not an allowed value`),
};

/** A SimpleSchema with readable messages for this project's custom error types. */
export function createSchema(definition: ConstructorParameters<typeof SimpleSchema>[0]): SimpleSchema {
  return new SimpleSchema(definition, {
    getErrorMessage: (error, label) => CUSTOM_MESSAGES[error.type]?.(label ?? error.name, error.value),
  });
}

/** The part of SimpleSchema's validator context the custom validators here use. */
export interface FieldContext {
  value: unknown;
  isSet: boolean;
  siblingField(name: string): { isSet: boolean; value: unknown };
}

export const text = (max: number) => ({ type: String, max });
export const optionalText = (max: number) => ({ type: String, max, optional: true });
export const id = () => ({ type: String, regEx: ID_PATTERN });
// Top-level schemas list `_id` as an optional id: the collection assigns one on insert, and an
// insert that brings its own must still be a well-formed id, never an object.
export const optionalId = () => ({ ...id(), optional: true });
export const email = () => ({ type: String, max: EMAIL_MAX, regEx: EMAIL_PATTERN });
// Optional everywhere: e-mail is how the agency answers; a phone number is a courtesy.
export const optionalPhone = () => ({ type: String, max: 25, regEx: PHONE_PATTERN, optional: true });
/**
 * A box someone must tick to go on (consent to the use of their details). A form reads an
 * unticked box as false ("no"), which this refuses; every other Boolean takes false as an answer.
 */
export const mustBeTicked = () => ({ type: Boolean, allowedValues: [true] });
export const slug = () => ({ type: String, max: LENGTH.title, regEx: SLUG_PATTERN });
export const integer = (min: number, max: number) => ({ type: SimpleSchema.Integer, min, max });

/** One value of a select list. */
export function oneOf(list: readonly ListEntry[]) {
  return { type: String, allowedValues: valuesOf(list) };
}

interface ArrayOptions {
  maxCount: number;
  minCount?: number;
  optional?: boolean;
  custom?: (this: FieldContext) => string | undefined;
}

/**
 * An array field and its item definition (SimpleSchema needs both keys). Optional arrays may
 * be absent; present arrays are capped by `maxCount` so no list can grow without bound.
 */
export function arrayOf(key: string, item: object, options: ArrayOptions) {
  const { optional = true, ...rest } = options;
  return {
    [key]: { type: Array, optional, ...rest },
    [`${key}.$`]: item,
  };
}

/** An array of distinct values of a select list (skills, industries, …); a required one needs a value. */
export function manyOf(key: string, list: readonly ListEntry[], maxCount: number, required = false) {
  return arrayOf(key, oneOf(list), { maxCount, optional: !required, minCount: required ? 1 : 0, custom: distinctValues });
}

/** Refuses an array that holds the same value twice (a skill listed twice skews matching). */
export function distinctValues(this: FieldContext): string | undefined {
  const { value } = this;
  if (Array.isArray(value) && new Set(value).size !== value.length) return 'duplicate';
  return undefined;
}

/** For an end date: refuses one before the sibling start date (`to` before `from`). */
export function notBefore(startKey: string) {
  return function checkOrder(this: FieldContext): string | undefined {
    const start = this.siblingField(startKey).value;
    const end = this.value;
    if (end instanceof Date && start instanceof Date && end.getTime() < start.getTime()) return 'dateOrder';
    return undefined;
  };
}

/**
 * A free-form object (a document's form answers) stays data: keys that start with `$` or hold
 * dots would become Mongo operators or paths, and deep nesting or a big payload would bloat the
 * document, so both are refused. Values may be strings, numbers, booleans, dates, null, arrays
 * and plain objects.
 */
export function freeObject(maxChars: number, maxDepth = 5) {
  return {
    type: Object,
    blackbox: true,
    custom(this: FieldContext): string | undefined {
      if (!this.isSet || this.value === null || this.value === undefined) return undefined;
      return unsafeDataReason(this.value, maxDepth) ?? (JSON.stringify(this.value).length > maxChars ? 'tooLarge' : undefined);
    },
  };
}

function unsafeDataReason(value: unknown, depthLeft: number): string | undefined {
  if (value === null || value instanceof Date) return undefined;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return undefined;
  if (typeof value !== 'object') return 'notData';
  if (depthLeft === 0) return 'tooLarge';
  const entries = Array.isArray(value) ? value.map((item): [string, unknown] => ['0', item]) : plainEntries(value);
  if (entries === undefined) return 'notData';
  for (const [key, item] of entries) {
    if (key.startsWith('$') || key.includes('.')) return 'operatorKey';
    const reason = unsafeDataReason(item, depthLeft - 1);
    if (reason !== undefined) return reason;
  }
  return undefined;
}

function plainEntries(value: object): [string, unknown][] | undefined {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null ? Object.entries(value) : undefined;
}
