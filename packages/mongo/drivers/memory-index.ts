// Secondary indexes and a small query planner for the embedded driver, so a query no longer
// evaluates every stored document with mingo and sorts the whole matching set. Semantics stay
// exactly those of memory-query.ts's full scan (mingo over the documents in _id order):
//
// - Equality indexes (field value → documents) on the top-level fields of the collection's
//   declared indexes only NARROW the candidates: a string equality, `$eq`, `$in` of strings or
//   `$all` of strings on such a field (also inside `$and`, and `$or` when every branch narrows)
//   yields a superset of the matches; every candidate is still tested by the compiled mingo
//   query. Array fields are indexed under each string they hold (nested arrays too), which is
//   where mingo's `$eq`/`$in`/`$all` can find a string. Anything else (regex, null, numbers,
//   `$elemMatch`, `$not`, dotted paths) simply does not narrow.
// - Sorted indexes (one per sort specification asked for, built on first use once the
//   collection holds plannerSettings.sortedIndexMinDocs documents, at most
//   plannerSettings.maxSortedIndexes per collection, least recently used dropped) keep the documents in the
//   order mingo's `$sort` gives them, so sort + limit walks the order and stops after skip+limit
//   matches. mingo sorts stably by each key (undefined counting as null; -1 reverses the groups
//   of equal keys, never the documents inside one) over documents in _id order, which is the
//   order (key₁ … keyₙ, _id) whenever every key value is null/missing, a number (not NaN or -0),
//   a string, a boolean or a valid Date, compared by mingo's type order then by value. A document
//   with any other key value (an array, an object…) is kept aside; if one of those matches a
//   query, that query falls back to the full mingo sort, so such data still sorts as before.
// - Without a usable sorted index, sort + limit keeps a bounded top-N instead of sorting all
//   matches; without a sort, results come in _id order as before.
// - Counts of recent selectors are cached and kept exact by the writes (count-cache.ts: each
//   added or removed document is tested against every cached selector), so a table's total is
//   counted once, not once per page. An empty selector's page is a slice of its sorted index, and
//   a sorted walk that skips past the middle of the matches walks from the end, placed by the
//   (cached) count: the last page of a table costs what its first page does. A sort naming `_id`
//   has no ties, so its exact reverse walks the same sorted index backwards instead of a second one.
// - Projections: a plain inclusion (`{a: 1, b: 1}`, the publications' kind) is built directly,
//   the way mingo's $project builds it (sorted keys, then _id), and only the kept fields are
//   deep-copied; any other projection goes through mingo. Results are always deep copies.
// - Costs measured at 50,000 documents (2 busy cores): a first query with a new sort builds its
//   index in ~0.1–0.25 s (once per process); afterwards a 20-document page takes 1–5 ms where the
//   full scan took 20–370 ms. Compiling the mingo query per run costs ~0.05–0.15 ms, so it is
//   not cached.
//
// Every index is kept in step with the datastore by hooks on nedb's own index maintenance
// (`_addToIndexes`, `_removeFromIndexes`, `_updateIndexes`, `_resetIndexes`), so writes made
// through rawCollection() (bulk seeding) are seen as well. Left out: range scans on indexes
// (`$gte`…), compound-index prefixes beyond single fields, dotted-path equality indexes.
//
// This module is the planner's entry point; the parts live beside it: planner-settings.ts
// (tunables, shared shapes), equality-index.ts, restrictions.ts (what a selector narrows to),
// sorted-index.ts, top-n.ts (result ordering), count-cache.ts, projection.ts and query-planner.ts
// (QueryIndexes).
export { type DocumentSource, type FindPlanStats, plannerSettings } from './planner-settings';
export { projectAndCopy } from './projection';
export { QueryIndexes } from './query-planner';
export { Restriction } from './restrictions';
export { topN } from './top-n';
