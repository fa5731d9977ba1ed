// Field-name helpers of the embedded driver: which top-level names may be projected directly
// (plain identifiers that are not Object.prototype members, projection.ts) and reading a dotted
// path's value (the key a unique violation names, sqlite-collection.ts).
export const PROTO_NAMES = new Set(Object.getOwnPropertyNames(Object.prototype));
export const PLAIN_FIELD = /^[A-Za-z_][A-Za-z0-9_]*$/;

export function dotValue(doc: Record<string, unknown>, dotted: string): unknown {
  let node: unknown = doc;
  for (const part of dotted.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}
