// What a field condition tests: the candidate values of a path under MongoDB's array rules.
// - scalar: a path no document holds an array at (nor at any prefix), or `_id`: the candidate is
//   the path's key itself, the indexable expression.
// - path: a path that may cross arrays: at each array on the way the condition holds for some
//   element (`{'a.b': x}` traverses arrays of subdocuments), and at the end for the value or one
//   of its elements (`{skills: 'java'}`). `plainPrefix` counts its leading segments known to hold
//   no array in any document (a prefix of a scalar path), so an array at its end is one array.
// - value: one array element inside `$elemMatch` of values.
import { elementKey, keyAt, type Location, subLocation } from './keys';
import { type Part, TRUE, part } from './parts';

export interface Scope {
  doc: string;
  /** Counter for json_each aliases, unique within one statement. */
  aliases: { next: number };
  /** Nesting of $and/$or/$nor/$elemMatch so far (deeper selectors are left to mingo). */
  depth: number;
}

export type Target =
  | { kind: 'scalar'; key: string; exists: string }
  | { kind: 'path'; base: Location; segments: string[]; plainPrefix?: number }
  | { kind: 'value'; location: Location };

type Predicate = (key: string) => Part | null;

function alias(scope: Scope): string {
  scope.aliases.next += 1;
  return `je${scope.aliases.next}`;
}

function wrap(template: (inner: string) => string, inner: Part | null): Part | null {
  return inner && { sql: template(inner.sql), params: inner.params, exact: inner.exact };
}

function both(first: Part | null, second: Part | null): Part | null {
  if (!first || !second) return null;
  return { sql: `(${first.sql}) OR (${second.sql})`, params: [...first.params, ...second.params], exact: first.exact && second.exact };
}

/** Some element of the array at `location` satisfies `inner(elementLocation, elementKey, alias)`. */
function someElement(scope: Scope, location: Location, inner: (element: Location, key: string, alias: string) => Part | null): Part | null {
  const name = alias(scope);
  return wrap((sql) => `json_type(${scope.doc}, ${location}) = 'array' AND EXISTS (SELECT 1 FROM json_each(${scope.doc}, ${location}) AS ${name} WHERE ${sql})`, inner(`${name}.fullkey`, elementKey(name), name));
}

/** The value at `location`, or one of its elements when it is an array, satisfies `predicate`. */
function valueOrElement(scope: Scope, location: Location, predicate: Predicate): Part | null {
  // The whole value needs no "not an array" guard: an array's key (x'07') satisfies none of the
  // predicates (values.ts compares within a type's key range, regexes test strings only).
  const whole = predicate(keyAt(scope.doc, location));
  const elements = someElement(scope, location, (_element, key) => predicate(key));
  return both(whole, elements);
}

/** Walks `segments` from `base`, branching into the elements of every array on the way. */
function walk(scope: Scope, base: Location, segments: readonly string[], atEnd: (location: Location) => Part | null): Part | null {
  const location = subLocation(base, `.${segments[0]}`);
  const rest = segments.slice(1);
  if (rest.length === 0) return atEnd(location);
  const throughElements = someElement(scope, location, (element) => walk(scope, element, rest, atEnd));
  const direct = wrap((sql) => `json_type(${scope.doc}, ${location}) IS NOT 'array' AND (${sql})`, walk(scope, location, rest, atEnd));
  return both(throughElements, direct);
}

/** Some candidate value of the target satisfies `predicate` (given the candidate's key). */
export function someCandidate(scope: Scope, target: Target, predicate: Predicate): Part | null {
  if (target.kind === 'scalar') return predicate(target.key);
  if (target.kind === 'value') return valueOrElement(scope, target.location, predicate);
  return walk(scope, target.base, target.segments, (location) => valueOrElement(scope, location, predicate));
}

/** mingo's `$exists: true`: the path resolves to something (null included). */
export function exists(scope: Scope, target: Target): Part | null {
  if (target.kind === 'scalar') return part(target.exists);
  if (target.kind === 'value') return TRUE;
  return walk(scope, target.base, target.segments, (location) => part(`json_type(${scope.doc}, ${location}) IS NOT NULL`));
}

/**
 * The location whose array `$size`, `$all` and `$elemMatch` look at; FALSE's marker (null
 * location, false) when the target can hold no array; undefined when not translated (a dotted
 * path that may cross arrays, where mingo gathers the values into an array of its own). A dotted
 * path whose every segment but the last is known to hold no array (`availability.blocked` where
 * `availability.from` is a scalar path) reaches one array, as a one-segment path does.
 */
export function arrayLocation(target: Target): Location | null | undefined {
  if (target.kind === 'scalar') return null;
  if (target.kind === 'value') return target.location;
  const throughPlain = target.segments.length - 1 <= (target.plainPrefix ?? 0);
  return throughPlain ? subLocation(target.base, `.${target.segments.join('.')}`) : undefined;
}

export { someElement };
