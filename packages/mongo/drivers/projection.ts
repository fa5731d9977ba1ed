// Projection and copying of the embedded driver's results. A plain inclusion (`{a: 1, b: 1}`,
// the publications' kind) is built directly, the way mingo's $project builds it (sorted keys,
// then _id), and only the kept fields are deep-copied; any other projection goes through mingo.
// Results are always deep copies, so callers never hold stored objects.
import type { Query } from 'mingo';
import type { Document, FieldSpecifier } from '../types';
import { PLAIN_FIELD, PROTO_NAMES } from './field-names';

/**
 * The fields of a plain inclusion projection (`{a: 1, b: true}`, top-level names only, `_id`
 * 0 or 1), which projectAndCopy builds itself; null for anything else (left to mingo).
 */
function plainInclusion(projection: FieldSpecifier): { fields: string[]; withId: boolean } | null {
  const fields: string[] = [];
  let withId = true;
  for (const [field, value] of Object.entries(projection)) {
    if (!PLAIN_FIELD.test(field) || PROTO_NAMES.has(field)) return null;
    if (field === '_id' && (value === 0 || value === false)) {
      withId = false;
      continue;
    }
    if (value !== 1 && value !== true) return null;
    fields.push(field);
  }
  // mingo's $project visits inclusions in sorted order, which is the output's key order.
  return fields.length > 0 ? { fields: fields.sort(), withId } : null;
}

/**
 * Projects the page, then deep-copies it, so callers never hold stored objects. A plain
 * inclusion projection is built directly (what mingo's $project gives for it: the included
 * fields in sorted order, then `_id` unless excluded or listed) and only the kept fields
 * are copied; anything else goes through mingo with the query (positional projections).
 */
export function projectAndCopy(query: Query, page: Document[], projection: FieldSpecifier | undefined): Document[] {
  if (!projection || Object.keys(projection).length === 0) return page.map((doc) => structuredClone(doc));
  const plain = plainInclusion(projection);
  if (!plain) return query.find<Document>(page, projection).all().map((doc) => structuredClone(doc));
  return page.map((doc) => {
    const out: Record<string, unknown> = {};
    for (const field of plain.fields) {
      if (!Object.prototype.hasOwnProperty.call(doc, field)) continue;
      const value = doc[field];
      // mingo drops undefined values its own way; leave such documents to it.
      if (value === undefined) return structuredClone(query.find<Document>([doc], projection).all()[0] as Document);
      out[field] = value;
    }
    if (plain.withId && !Object.prototype.hasOwnProperty.call(out, '_id') && Object.prototype.hasOwnProperty.call(doc, '_id')) out._id = doc._id;
    return structuredClone(out) as Document;
  });
}
