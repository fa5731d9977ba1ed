// `$text` as this runtime defines it (every word must match; `$fields` limits the fields: see
// sqlite-text-index.ts) in MongoDB's own terms. MongoDB ORs the words of `$search` unless each is
// a quoted phrase, so each word is quoted; it has no prefix or typo matching (it stems words
// instead) and no `$fields`, so a limited search also needs each word to start a word in one of
// those fields (a case-insensitive regex, where accents must match).
import { searchWordsOf } from '../text/words';
import type { Query } from './driver';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

function textCondition(operand: unknown): Query {
  const { $search, $fields, ...rest } = (operand ?? {}) as { $search?: unknown; $fields?: unknown } & Record<string, unknown>;
  const words = searchWordsOf(typeof $search === 'string' ? $search : '');
  if (words.length === 0) return { _id: { $in: [] } };
  const text: Query = { $text: { ...rest, $search: words.map((word) => `"${word}"`).join(' ') } };
  if (!Array.isArray($fields)) return text;
  const inFields = words.map((word) => ({
    $or: ($fields as string[]).map((field) => ({ [field]: { $regex: `(^|[^\\p{L}\\p{N}])${escapeRegExp(word)}`, $options: 'iu' } })),
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
