// Reading and immutably writing nested values by dotted path ('profile.name.first', 'languages.0').

type Container = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null && !(value instanceof Date);
}

export function getPath(source: unknown, path: string): unknown {
  let current: unknown = source;
  for (const part of path.split('.')) {
    if (!isContainer(current)) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/** A copy of `source` with `value` at `path`; containers on the way are copied, never mutated. */
export function setPath<T extends Record<string, unknown>>(source: T, path: string, value: unknown): T {
  return setIn(source, path.split('.'), value) as T;
}

function setIn(node: unknown, parts: string[], value: unknown): unknown {
  const [head = '', ...rest] = parts;
  // A missing container becomes an array when the next part is an index, else an object.
  const copy = (
    Array.isArray(node) ? [...node] : isContainer(node) ? { ...node } : /^\d+$/.test(head) ? [] : {}
  ) as Record<string, unknown>;
  copy[head] = rest.length === 0 ? value : setIn(copy[head], rest, value);
  return copy;
}
