// `$text` as this runtime defines it (sqlite-text-index.ts: every term must be found, `a|b`
// alternatives, `$fields` limits the fields) in MongoDB's terms, as near as MongoDB allows: its
// `$search` finds documents holding ANY of the words (ranked by its text score), stems words
// instead of matching their starts and has no typos or `$fields`. So the words of every term go to
// MongoDB's `$text`, and with `$fields` each term must also start a word in one of those fields
// (a case-insensitive regex, where accents must match), which restores "every term".
import { searchTermsOf } from '../text/words';
import type { Query } from './driver';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

function textCondition(operand: unknown): Query {
  const { $search, $fields, ...rest } = (operand ?? {}) as { $search?: unknown; $fields?: unknown } & Record<string, unknown>;
  const terms = searchTermsOf(typeof $search === 'string' ? $search : '');
  if (terms.length === 0) return { _id: { $in: [] } };
  const words = [...new Set(terms.flat(2))];
  const text: Query = { $text: { ...rest, $search: words.join(' ') } };
  if (!Array.isArray($fields)) return text;
  const pattern = (alternative: string[]) => `(^|[^\\p{L}\\p{N}])${alternative.map(escapeRegExp).join('[^\\p{L}\\p{N}]+')}`;
  const inFields = terms.map((alternatives) => ({
    $or: ($fields as string[]).flatMap((field) => alternatives.map((alternative) => ({ [field]: { $regex: pattern(alternative), $options: 'iu' } }))),
  }));
  return { $and: [text, ...inFields] };
}

/** The selector with each document-level `$text` in MongoDB's terms. */
export function mongoTextSelector(selector: Query): Query {
  let changed = false;
  const out: Query = {};
  const and: Query[] = [];
  for (const [key, value] of Object.entries(selector)) {
    if (key === '$text') {
      and.push(textCondition(value));
      changed = true;
    } else if ((key === '$and' || key === '$or' || key === '$nor') && Array.isArray(value)) {
      const branches = value.map((branch) => (branch && typeof branch === 'object' && !Array.isArray(branch) ? mongoTextSelector(branch as Query) : branch));
      if (branches.some((branch, index) => branch !== value[index])) changed = true;
      out[key] = branches;
    } else {
      out[key] = value;
    }
  }
  if (!changed) return selector;
  if (and.length === 1 && Object.keys(out).length === 0) return and[0] as Query;
  if (and.length > 0) out.$and = [...((out.$and as Query[] | undefined) ?? []), ...and];
  return out;
}
