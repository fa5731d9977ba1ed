// How `$text` and a relevance sort reach the SQLite driver's plans: the `$text` operand a
// relevance sort ranks by (MongoDB allows one `$text` per query, at the top or in a top-level
// `$and`), the sort without its `{ $meta: 'textScore' }` key, and a selector mingo can evaluate
// (mingo has no `$text`: each one becomes the ids the text index finds).
import type { SortSpecifier } from '../types';
import type { Query } from './driver';

type Order = 1 | -1;

function isTextScore(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { $meta?: unknown }).$meta === 'textScore';
}

/** The sort split into "by relevance first" and the keys that break its ties. */
export function rankedSort(sort: SortSpecifier | undefined): { byScore: boolean; rest: Record<string, Order> | undefined } {
  if (!sort) return { byScore: false, rest: undefined };
  const entries = Object.entries(sort);
  const rest = entries.filter(([, value]) => !isTextScore(value)) as Array<[string, Order]>;
  return { byScore: rest.length < entries.length, rest: Object.fromEntries(rest) };
}

/** The query's `$text` operand (top level or a top-level `$and`), if it has one. */
export function textOperandOf(selector: Query): unknown {
  if ('$text' in selector) return selector.$text;
  const and = selector.$and;
  if (!Array.isArray(and)) return undefined;
  for (const branch of and) {
    if (branch && typeof branch === 'object' && '$text' in branch) return (branch as Query).$text;
  }
  return undefined;
}

/**
 * The selector with every document-level `$text` replaced by `{_id: {$in: ids}}`; with no
 * `idsOf`, dropped (for a projection, which only reads the conditions on arrays).
 */
export function withTextResolved(selector: Query, idsOf?: (operand: unknown) => string[]): Query {
  let changed = false;
  const out: Query = {};
  const and: unknown[] = [];
  for (const [key, value] of Object.entries(selector)) {
    if (key === '$text') {
      if (idsOf) and.push({ _id: { $in: idsOf(value) } });
      changed = true;
    } else if ((key === '$and' || key === '$or' || key === '$nor') && Array.isArray(value)) {
      const branches = value.map((branch) => (branch && typeof branch === 'object' && !Array.isArray(branch) ? withTextResolved(branch as Query, idsOf) : branch));
      if (branches.some((branch, index) => branch !== value[index])) changed = true;
      out[key] = branches;
    } else {
      out[key] = value;
    }
  }
  if (!changed) return selector;
  if (and.length > 0) out.$and = [...((out.$and as unknown[] | undefined) ?? []), ...and];
  return out;
}
