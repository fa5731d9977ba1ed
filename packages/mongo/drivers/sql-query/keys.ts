// The sortable key of a JSON value in the stored document, and the encoding of query values into
// the same domain, so one SQL comparison keeps MongoDB's type bracketing (a number never equals or
// exceeds a string) and a single expression index serves equality, ranges and sorts.
//
// SQLite orders NULL < numbers < TEXT < BLOB; the key maps mingo's type order onto that:
//   missing, null          → NULL
//   number                 → the number          (INTEGER / REAL)
//   string                 → the string          (TEXT, compared bytewise: code point order)
//   object (not a Date)    → x'06'               (every object ties; see README of sql-query)
//   array                  → x'07'               (sorts on array paths are not translated)
//   false / true           → x'0900' / x'0901'
//   Date ({"$date": ms})   → x'0A' + 8 bytes big-endian of ms + 2^62 (sortable, negative dates too)
// so a range on strings is `key > ? AND key < x''` (TEXT stays below every BLOB), on numbers
// `key > ? AND key < ''`, on Dates `key > ? AND key < x'0B'`: no type guard outside the key.
import type { SQLInputValue } from 'node:sqlite';

/** A field path's segments: plain names only, so they can be written into SQL literally. */
const SEGMENT = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** Deeper paths fall back to mingo (each array level doubles the SQL). */
export const MAX_PATH_SEGMENTS = 4;

/** The segments of `path`, or null when any is not a plain name (operators, digits, quotes…). */
export function pathSegments(path: string): string[] | null {
  const segments = path.split('.');
  if (segments.length > MAX_PATH_SEGMENTS || !segments.every((segment) => SEGMENT.test(segment))) return null;
  return segments;
}

/** A location in the document: a SQL expression evaluating to a JSON path ('$.a', je.fullkey…). */
export type Location = string;

export function rootLocation(segments: readonly string[]): Location {
  return `'$.${segments.join('.')}'`;
}

/** `location` followed by `suffix` (a JSON path tail of validated names, e.g. `.b`). */
export function subLocation(location: Location, suffix: string): Location {
  return location.endsWith("'") && location.startsWith("'") ? `${location.slice(0, -1)}${suffix}'` : `(${location} || '${suffix}')`;
}

/** The key of the value at `location` in `docColumn` (see the table at the top). */
export function keyAt(docColumn: string, location: Location): string {
  const date = subLocation(location, '."$date"');
  return (
    `CASE json_type(${docColumn}, ${location}) WHEN 'true' THEN x'0901' WHEN 'false' THEN x'0900' WHEN 'array' THEN x'07' ` +
    `WHEN 'object' THEN iif(json_type(${docColumn}, ${date}) = 'integer', unhex(printf('0A%016X', json_extract(${docColumn}, ${date}) + 4611686018427387904)), x'06') ` +
    `ELSE json_extract(${docColumn}, ${location}) END`
  );
}

/**
 * The same key for an element json_each(…) AS `alias` walks, from its own columns (type, atom,
 * value) instead of a second lookup from the document's root.
 */
export function elementKey(alias: string): string {
  return (
    `CASE ${alias}.type WHEN 'true' THEN x'0901' WHEN 'false' THEN x'0900' WHEN 'array' THEN x'07' ` +
    `WHEN 'object' THEN iif(json_type(${alias}.value, '$."$date"') = 'integer', unhex(printf('0A%016X', json_extract(${alias}.value, '$."$date"') + 4611686018427387904)), x'06') ` +
    `ELSE ${alias}.atom END`
  );
}

const DATE_OFFSET = 2n ** 62n;

/** The key a query value compares as, or undefined when it has none (objects, arrays, NaN…). */
export function keyOf(value: unknown): SQLInputValue | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'boolean') return Uint8Array.of(9, value ? 1 : 0);
  if (value instanceof Date) {
    const time = value.getTime();
    if (!Number.isInteger(time)) return undefined;
    const bytes = new Uint8Array(9);
    bytes[0] = 0x0a;
    new DataView(bytes.buffer).setBigUint64(1, BigInt(time) + DATE_OFFSET);
    return bytes;
  }
  return undefined;
}

/** The bounds of the key range holding every value of `value`'s type (ranges stay in type). */
export function typeBounds(value: unknown): { low: string; high: string } {
  if (typeof value === 'number') return { low: 'IS NOT NULL', high: "< ''" };
  if (typeof value === 'string') return { low: ">= ''", high: "< x''" };
  if (typeof value === 'boolean') return { low: ">= x'09'", high: "< x'0A'" };
  return { low: ">= x'0A'", high: "< x'0B'" };
}
