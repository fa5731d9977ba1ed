// Field-name and value helpers shared by the embedded driver's planner files: which top-level
// names may be indexed or projected directly (plain identifiers that are not Object.prototype
// members), and the plain-object / string-list tests used when reading selectors.
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
