// SQL fragments with their parameters and whether they are exact, and how they combine: a
// conjunct that cannot be translated is dropped (the rest is a superset, so exact: false), while
// a disjunct or a negation that cannot be translated makes the whole untranslatable.
import type { SQLInputValue } from 'node:sqlite';

export interface Part {
  sql: string;
  params: SQLInputValue[];
  exact: boolean;
}

export const TRUE: Part = { sql: '1', params: [], exact: true };
export const FALSE: Part = { sql: '0', params: [], exact: true };

export function part(sql: string, params: SQLInputValue[] = []): Part {
  return { sql, params, exact: true };
}

export function allOf(parts: ReadonlyArray<Part | null>): Part | null {
  const kept = parts.filter((p): p is Part => p !== null);
  if (kept.length === 0) return parts.length === 0 ? TRUE : null;
  if (kept.length === 1 && parts.length === 1) return kept[0] as Part;
  return {
    sql: kept.map((p) => `(${p.sql})`).join(' AND '),
    params: kept.flatMap((p) => p.params),
    exact: kept.length === parts.length && kept.every((p) => p.exact),
  };
}

export function anyOf(parts: ReadonlyArray<Part | null>): Part | null {
  if (parts.some((p) => p === null)) return null;
  const kept = parts as Part[];
  if (kept.length === 0) return FALSE;
  if (kept.length === 1) return kept[0] as Part;
  return { sql: kept.map((p) => `(${p.sql})`).join(' OR '), params: kept.flatMap((p) => p.params), exact: kept.every((p) => p.exact) };
}

/** NOT, where SQL's NULL counts as false (a comparison with a missing field is not a match). */
export function negation(inner: Part | null): Part | null {
  if (!inner || !inner.exact) return null;
  return { sql: `NOT IFNULL((${inner.sql}), 0)`, params: inner.params, exact: true };
}
