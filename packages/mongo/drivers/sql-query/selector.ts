// MongoDB selectors (as mingo reads them, memory-query.ts) into SQL over the stored JSONB
// document. Field names and operators are never written into SQL unless they are plain names
// (keys.ts's pathSegments); every value travels as a parameter.
import type { SQLInputValue } from 'node:sqlite';
import { keyAt, pathSegments, rootLocation, subLocation, type Location } from './keys';
import { allOf, anyOf, FALSE, negation, type Part, part } from './parts';
import { arrayLocation, exists, type Scope, someCandidate, someElement, type Target } from './targets';
import { isComparison, keyBetween, keyCompares, keyEquals, keyIn, patternOf, regexTest } from './values';

export interface SelectorShape {
  docColumn: string;
  scalarPaths: ReadonlySet<string>;
  text?: ((operand: unknown) => { sql: string; params: SQLInputValue[] }) | null;
  /** A superset of the rows whose root `path` meets `operators`, from a multikey index's keys. */
  narrowing?: ((path: string, operators: Record<string, unknown>) => { sql: string; params: SQLInputValue[] } | null) | null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;
}

const isOperator = (key: string) => /^\$[a-zA-Z0-9_]+$/.test(key);

/** A selector (or an `$elemMatch` document) as one condition; `base` is set inside `$elemMatch`. */
/** Deeper nesting is left to mingo: SQLite refuses expressions nested 1000 deep. */
const MAX_DEPTH = 12;

export function documentCondition(selector: unknown, scope: Scope, shape: SelectorShape, base: Location | null, scalarElement = false): Part | null {
  if (!isPlainObject(selector) || scope.depth > MAX_DEPTH) return null;
  scope.depth += 1;
  try {
    return conditionOf(selector, scope, shape, base, scalarElement);
  } finally {
    scope.depth -= 1;
  }
}

function conditionOf(selector: Record<string, unknown>, scope: Scope, shape: SelectorShape, base: Location | null, scalarElement: boolean): Part | null {
  const parts: Array<Part | null> = [];
  for (const [key, value] of Object.entries(selector)) {
    if (key === '$and' || key === '$or' || key === '$nor') {
      if (!Array.isArray(value)) return null;
      const branches = value.map((branch) => documentCondition(branch, scope, shape, base, scalarElement));
      if (key === '$and') parts.push(allOf(branches));
      else if (key === '$or') parts.push(anyOf(branches));
      else parts.push(negation(anyOf(branches)));
    } else if (key === '$text') {
      // A condition on the whole document (the text index's rows), so exact wherever it stands.
      if (base !== null || !shape.text) return null;
      const text = shape.text(value);
      parts.push(part(text.sql, text.params));
    } else if (key.startsWith('$')) {
      // $where (scripts are disabled: mingo throws), $expr, $text…: left to mingo.
      return null;
    } else {
      // mingo resolves every path of a scalar array element to the element itself.
      const target = scalarElement && base !== null ? (pathSegments(key) && ({ kind: 'value', location: base } as const)) : targetOf(key, scope, shape, base);
      parts.push(target && fieldCondition(value, target, scope, shape, key.includes('.')));
    }
  }
  return allOf(parts);
}

function targetOf(path: string, scope: Scope, shape: SelectorShape, base: Location | null): Target | null {
  if (base === null && path === '_id') return { kind: 'scalar', key: '_id', exists: '_id IS NOT NULL' };
  const segments = pathSegments(path);
  if (!segments) return null;
  if (base === null && shape.scalarPaths.has(path)) {
    return { kind: 'scalar', key: keyAt(scope.doc, rootLocation(segments)), exists: `json_type(${scope.doc}, ${rootLocation(segments)}) IS NOT NULL` };
  }
  if (base !== null) return { kind: 'path', base, segments };
  return { kind: 'path', base: "'$'", segments, plainPrefix: plainPrefixOf(segments, shape.scalarPaths) };
}

/**
 * How many leading segments of a path are known to hold no array in any document: those that
 * are a scalar path or a prefix of one (a scalar path's prefixes hold no array either).
 */
function plainPrefixOf(segments: readonly string[], scalarPaths: ReadonlySet<string>): number {
  let known = 0;
  for (let length = 1; length < segments.length; length += 1) {
    const prefix = segments.slice(0, length).join('.');
    if (!scalarPaths.has(prefix) && ![...scalarPaths].some((path) => path.startsWith(`${prefix}.`))) break;
    known = length;
  }
  return known;
}

/** mingo's normalize: a RegExp or a plain value is an equality, else the operators object. */
function operatorsOf(value: unknown): Record<string, unknown> | null {
  if (value instanceof RegExp) return { $regex: value };
  if (!isPlainObject(value)) return { $eq: value };
  const keys = Object.keys(value);
  if (!keys.some(isOperator)) return { $eq: value };
  return keys.every((key) => key.startsWith('$')) ? value : null;
}

function fieldCondition(value: unknown, target: Target, scope: Scope, shape: SelectorShape, dotted: boolean): Part | null {
  const operators = operatorsOf(value);
  if (!operators) return null;
  const parts: Array<Part | null> = [];
  // On a scalar path both bounds test the one value; over array elements each may hold for another.
  const between = target.kind === 'scalar' ? keyBetween(target.key, operators) : null;
  if (between) parts.push(between.part);
  for (const [operator, operand] of Object.entries(operators)) {
    if (between?.operators.includes(operator)) continue;
    if (operator === '$options') {
      if (!('$regex' in operators)) return null;
      continue;
    }
    parts.push(operatorCondition(operator, operand, operators, target, scope, shape, dotted));
  }
  // A multikey index's superset ANDed with the exact condition is the same condition, anywhere
  // (under $not or $nor too), and lets SQLite start from the rows the index names.
  const narrowed = target.kind === 'path' && target.base === "'$'" ? shape.narrowing?.(target.segments.join('.'), operators) : null;
  if (narrowed) parts.unshift(part(narrowed.sql, narrowed.params));
  // Untranslated operators of one field are conjuncts too: the rest stays a superset.
  return allOf(parts);
}

/** Values whose candidates mingo gathers in its own way on dotted paths crossing arrays. */
function nullOnDottedArrayPath(target: Target, dotted: boolean, values: readonly unknown[]): boolean {
  return target.kind === 'path' && dotted && values.some((value) => value === null || value === undefined);
}

function operatorCondition(operator: string, operand: unknown, operators: Record<string, unknown>, target: Target, scope: Scope, shape: SelectorShape, dotted: boolean): Part | null {
  switch (operator) {
    case '$eq':
      return equality(operand, target, scope, dotted);
    case '$ne':
      return negation(equality(operand, target, scope, dotted));
    case '$in':
      return membership(operand, target, scope, dotted);
    case '$nin':
      return negation(membership(operand, target, scope, dotted));
    case '$exists':
      return operand ? exists(scope, target) : negation(exists(scope, target));
    case '$regex': {
      const pattern = patternOf(operand, operators.$options);
      return pattern && someCandidate(scope, target, (key) => regexTest(key, pattern));
    }
    case '$not': {
      const inner = operatorsOf(operand);
      if (!inner || !(operand instanceof RegExp || isPlainObject(operand))) return null;
      if (scope.depth > MAX_DEPTH) return null;
      scope.depth += 1;
      const negated = negation(fieldCondition(inner, target, scope, shape, dotted));
      scope.depth -= 1;
      return negated;
    }
    case '$size':
      return arrayCondition(target, (location) => part(`json_type(${scope.doc}, ${location}) = 'array' AND json_array_length(${scope.doc}, ${location}) = ?`, [operand as SQLInputValue]), typeof operand === 'number' && Number.isInteger(operand));
    case '$all':
      return allCondition(operand, target, scope);
    case '$elemMatch':
      return elemMatchCondition(operand, target, scope, shape);
    default:
      if (isComparison(operator)) return someCandidate(scope, target, (key) => keyCompares(key, operator, operand));
      return null;
  }
}

function equality(value: unknown, target: Target, scope: Scope, dotted: boolean): Part | null {
  if (nullOnDottedArrayPath(target, dotted, [value])) return null;
  // A scalar path never holds an array, so an array never equals it; objects are left to mingo.
  if (Array.isArray(value) && target.kind === 'scalar') return FALSE;
  return someCandidate(scope, target, (key) => keyEquals(key, value));
}

function membership(values: unknown, target: Target, scope: Scope, dotted: boolean): Part | null {
  if (!Array.isArray(values) || nullOnDottedArrayPath(target, dotted, values)) return null;
  return someCandidate(scope, target, (key) => keyIn(key, values));
}

/** `$size`/`$all`/`$elemMatch`: false where no array can be, untranslated on gathered arrays. */
function arrayCondition(target: Target, condition: (location: Location) => Part | null, valid = true): Part | null {
  const location = arrayLocation(target);
  if (location === undefined || !valid) return null;
  if (location === null) return FALSE;
  return condition(location);
}

function allCondition(values: unknown, target: Target, scope: Scope): Part | null {
  if (!Array.isArray(values)) return null;
  if (values.length === 0) return FALSE;
  return arrayCondition(target, (location) =>
    allOf(
      values.map((value) => {
        if (value instanceof RegExp) {
          const pattern = patternOf(value, undefined);
          return pattern && someElement(scope, location, (_element, key) => regexTest(key, pattern));
        }
        if (value !== null && keyEquals('k', value) === null) return null;
        return someElement(scope, location, (_element, key) => keyEquals(key, value));
      }),
    ),
  );
}

function elemMatchCondition(criteria: unknown, target: Target, scope: Scope, shape: SelectorShape): Part | null {
  if (!isPlainObject(criteria)) return null;
  const keys = Object.keys(criteria);
  // As mingo: criteria made only of field operators test the element itself.
  const onValue = keys.length > 0 && keys.every((key) => isOperator(key) && key !== '$and' && key !== '$or' && key !== '$nor');
  return arrayCondition(target, (location) =>
    someElement(scope, location, (element, key, alias) => {
      if (keys.length === 0) return part(`${key} = x'06'`);
      if (onValue) return fieldCondition(criteria, { kind: 'value', location: element }, scope, shape, false);
      return elementDocumentCondition(criteria, scope, shape, element, alias);
    }),
  );
}

/** `$elemMatch` criteria on a document element, or (as mingo reads them) on a scalar element. */
function elementDocumentCondition(criteria: Record<string, unknown>, scope: Scope, shape: SelectorShape, element: Location, alias: string): Part | null {
  const date = subLocation(element, '."$date"');
  const scalar = `(${alias}.type NOT IN ('object', 'array') OR json_type(${scope.doc}, ${date}) IS 'integer')`;
  // The element's own JSON (json_each's value column) is the document its fields are read from:
  // literal paths into a small object instead of computed paths from the stored document's root.
  const onDocument = documentCondition(criteria, { ...scope, doc: `${alias}.value` }, shape, "'$'");
  const onScalar = documentCondition(criteria, scope, shape, element, true);
  if (!onDocument || !onScalar) return null;
  return {
    sql: `(NOT ${scalar} AND (${onDocument.sql})) OR (${scalar} AND (${onScalar.sql}))`,
    params: [...onDocument.params, ...onScalar.params],
    exact: onDocument.exact && onScalar.exact,
  };
}
