// The keys MongoDB's index holds for a document, which a unique index compares across documents
// (sqlite-unique-keys.ts): one key per combination of the fields' values, an array giving one per
// element; fields under the same array pair up element by element (MongoDB's documented
// `{'a.loc': 1, 'a.qty': 1}` example), fields under different arrays combine every way. A field
// the document lacks is null in the key; a sparse index leaves out a key whose every field is
// missing (an explicit null is still a key). A leaf empty array is its own key (MongoDB's
// `undefined`), an array inside an array a whole value.
import { EJSON } from '../../ejson/index';
import type { IndexSpec } from './sqlite-indexes';

/** One key: `text` compares (JSON of the EJSON values), `value` names it in a duplicate key error. */
export interface IndexKey {
  text: string;
  value: Record<string, unknown>;
  /** A field of the key is missing or null (the keys the previous version's SQLite UNIQUE let repeat). */
  holdsNull: boolean;
}

const MISSING = Symbol('missing');
const EMPTY_ARRAY = Symbol('empty array');

/** A field on its way down the document: at an array it stops, so the caller can branch. */
type Step = { array: unknown[]; rest: readonly string[] } | { value: unknown };

function descend(node: unknown, rest: readonly string[]): Step {
  let index = 0;
  while (index < rest.length && node !== null && typeof node === 'object' && !Array.isArray(node)) {
    node = (node as Record<string, unknown>)[rest[index] as string];
    index += 1;
  }
  if (Array.isArray(node)) return { array: node, rest: rest.slice(index) };
  return { value: index === rest.length && node !== undefined ? node : MISSING };
}

function combinations(steps: Step[]): unknown[][] {
  const branch = steps.find((step): step is { array: unknown[]; rest: readonly string[] } => 'array' in step);
  if (!branch) return [steps.map((step) => (step as { value: unknown }).value)];
  const { array } = branch;
  // Every field standing at this same array takes the same element.
  const at = (element: unknown, empty: boolean) =>
    steps.map((step) => {
      if (!('array' in step) || step.array !== array) return step;
      if (empty) return { value: step.rest.length === 0 ? EMPTY_ARRAY : MISSING };
      return step.rest.length === 0 ? { value: element } : descend(element, step.rest);
    });
  if (array.length === 0) return combinations(at(undefined, true));
  return array.flatMap((element) => combinations(at(element, false)));
}

function keyText(part: unknown): unknown {
  if (part === MISSING) return null;
  if (part === EMPTY_ARRAY) return { $undefined: true };
  return EJSON.toJSONValue(part);
}

/** The distinct keys `doc` holds in the index `spec` (none for a sparse index it lacks every field of). */
export function uniqueIndexKeys(doc: Record<string, unknown>, spec: IndexSpec): Map<string, IndexKey> {
  const steps = spec.keys.map(([path]) => descend(doc, path.split('.')));
  const keys = new Map<string, IndexKey>();
  for (const parts of combinations(steps)) {
    if (spec.sparse && parts.every((part) => part === MISSING)) continue;
    const text = JSON.stringify(parts.map(keyText));
    if (keys.has(text)) continue;
    const value = Object.fromEntries(spec.keys.map(([path], index) => [path, parts[index] === MISSING ? null : parts[index] === EMPTY_ARRAY ? undefined : parts[index]]));
    keys.set(text, { text, value, holdsNull: parts.some((part) => part === MISSING || part === null) });
  }
  return keys;
}
