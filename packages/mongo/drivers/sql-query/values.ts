// Predicates on one value's key (keys.ts): what mingo's $eq, $gt…, $in and $regex test against a
// single candidate value. Whether a path's value or its array's elements are the candidates is
// paths.ts's business.
import { keyOf, typeBounds } from './keys';
import { anyOf, FALSE, type Part, part } from './parts';

/** The registered function testing a JS regular expression (see functions.ts). */
export const REGEX_FUNCTION = 'mongo_regex';
/** Flags mingo's RegExp may carry here: g and y make exec stateful, d and v are left to mingo. */
const REGEX_FLAGS = /^[imsu]*$/;

export interface Pattern {
  source: string;
  flags: string;
}

/** The pattern of a `$regex` (with its `$options`), or null when it is not one we translate. */
export function patternOf(regex: unknown, options: unknown): Pattern | null {
  if (options !== undefined && typeof options !== 'string') return null;
  if (regex instanceof RegExp) return checked({ source: regex.source, flags: options ?? regex.flags });
  if (typeof regex === 'string') return checked({ source: regex, flags: options ?? '' });
  return null;
}

function checked(pattern: Pattern): Pattern | null {
  if (!REGEX_FLAGS.test(pattern.flags)) return null;
  try {
    new RegExp(pattern.source, pattern.flags);
  } catch {
    return null;
  }
  return pattern;
}

export function regexTest(key: string, pattern: Pattern): Part {
  return part(`${REGEX_FUNCTION}(${key}, ?, ?)`, [pattern.source, pattern.flags]);
}

/** Equality of a scalar value (null: the key is NULL, i.e. null or missing); null when none. */
export function keyEquals(key: string, value: unknown): Part | null {
  if (value === null || value === undefined) return part(`${key} IS NULL`);
  const encoded = keyOf(value);
  return encoded === undefined ? null : part(`${key} = ?`, [encoded]);
}

const COMPARISONS: Record<string, string> = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' };

export function isComparison(operator: string): boolean {
  return operator in COMPARISONS;
}

/** A range inside the value's own type (mingo compares only values of one type). */
export function keyCompares(key: string, operator: string, value: unknown): Part | null {
  const encoded = keyOf(value);
  if (encoded === undefined) return null;
  const sign = COMPARISONS[operator] as string;
  const { low, high } = typeBounds(value);
  const bound = sign.startsWith('>') ? `${key} ${high}` : `${key} ${low}`;
  return part(`${key} ${sign} ? AND ${bound}`, [encoded]);
}

const LOWER = new Set(['$gt', '$gte']);
const UPPER = new Set(['$lt', '$lte']);

/**
 * A lower and an upper bound of one type together (`{$gte: from, $lt: to}`) as one range: between
 * two keys of a type there are only keys of that type, so the type's own bounds are left out.
 * With them SQLite took one of them as the index range's end (`< x'0B'`, the end of all dates)
 * and read every key from `from` on. Null when the operators are not such a pair.
 */
export function keyBetween(key: string, operators: Record<string, unknown>): { part: Part; operators: string[] } | null {
  const lower = Object.keys(operators).filter((operator) => LOWER.has(operator));
  const upper = Object.keys(operators).filter((operator) => UPPER.has(operator));
  if (lower.length !== 1 || upper.length !== 1) return null;
  const [from, to] = [lower[0] as string, upper[0] as string];
  const [low, high] = [keyOf(operators[from]), keyOf(operators[to])];
  if (low === undefined || high === undefined || typeBounds(operators[from]).low !== typeBounds(operators[to]).low) return null;
  return { part: part(`${key} ${COMPARISONS[from]} ? AND ${key} ${COMPARISONS[to]} ?`, [low, high]), operators: [from, to] };
}

/** Beyond this many values a `$in` list of strings and numbers travels as one JSON parameter. */
const LONG_IN_LIST = 50;
/** SQLite's limit on parameters is 32766; longer mixed lists are left to mingo. */
const MAX_IN_VALUES = 10_000;

/** `$in`: equal to one of the values or matching one of the patterns; null when one has no key. */
export function keyIn(key: string, values: readonly unknown[]): Part | null {
  const plain = values.every((value) => typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)));
  if (plain && values.length > LONG_IN_LIST) return part(`${key} IN (SELECT value FROM json_each(?))`, [JSON.stringify(values)]);
  if (values.length > MAX_IN_VALUES) return null;
  const encoded: Array<ReturnType<typeof keyOf>> = [];
  const others: Array<Part | null> = [];
  for (const value of values) {
    if (value instanceof RegExp) others.push(patternOf(value, undefined) && regexTest(key, patternOf(value, undefined) as Pattern));
    else if (value === null) others.push(part(`${key} IS NULL`));
    else {
      const one = keyOf(value);
      if (one === undefined) return null;
      encoded.push(one);
    }
  }
  const list = encoded.length > 0 ? part(`${key} IN (${encoded.map(() => '?').join(', ')})`, encoded as NonNullable<(typeof encoded)[number]>[]) : null;
  const parts = list ? [list, ...others] : others;
  return parts.length === 0 ? FALSE : anyOf(parts);
}
