// Keys a client may never send inside method or subscription arguments. JSON.parse keeps an own
// `__proto__` harmlessly, but any later copy by assignment (EJSON's clone, a spread into a
// prototype-bearing object, a merge in app code) turns it into a prototype change; `constructor`
// and `prototype` are the other halves of the classic pollution paths. Refusing them while the
// arguments are still the parser's plain JSON means no decoding ever sees them. Not in Meteor,
// which passes them through.

export const FORBIDDEN_ARGUMENT_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype'];

/** Walks without recursion (a frame can nest tens of thousands of levels) and stops at the first hit. */
export function findForbiddenKey(value: unknown): string | null {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (current === null || typeof current !== 'object') continue;
    if (Array.isArray(current)) {
      for (const item of current) pending.push(item);
      continue;
    }
    for (const key of Object.keys(current)) {
      if (FORBIDDEN_ARGUMENT_KEYS.includes(key)) return key;
      pending.push((current as Record<string, unknown>)[key]);
    }
  }
  return null;
}

/** The reason a method result or nosub carries for arguments holding `key`. */
export function forbiddenKeyReason(key: string): string {
  return `Arguments may not contain the key "${key}"`;
}
