// Field-name and value helpers shared by the embedded driver's planner files: which top-level
// names may be indexed or projected directly (plain identifiers that are not Object.prototype
// members), the plain-object / string-list tests used when reading selectors, a collection's
// data file name, and reading and comparing dotted values for unique keys.
export const PROTO_NAMES = new Set(Object.getOwnPropertyNames(Object.prototype));
export const PLAIN_FIELD = /^[A-Za-z_][A-Za-z0-9_]*$/;

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

export function allStrings(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** Collection names become file names; anything outside a safe set is percent-encoded. */
export function fileNameFor(collectionName: string): string {
  const safe = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/.test(collectionName) ? collectionName : encodeURIComponent(collectionName);
  return `${safe}.db`;
}

export function dotValue(doc: Record<string, unknown>, dotted: string): unknown {
  let node: unknown = doc;
  for (const part of dotted.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

export function sameKey(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  return Object.is(a, b);
}
