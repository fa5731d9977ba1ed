// Sorts into ORDER BY terms over the same keys as the selectors (keys.ts), so an index on
// (status key, publishedAt key DESC) serves `{status}` sorted by `{publishedAt: -1}`. mingo sorts
// stably by each key over documents in _id order, and -1 reverses the groups of equal keys, never
// the documents inside one: ties end in `_id` ascending whatever the directions.
import type { SortSpecifier } from '../../types';
import { keyAt, pathSegments, rootLocation } from './keys';

/**
 * ORDER BY terms, or null when a path is not a scalar path: mingo orders an array by comparing
 * its sorted elements with the other documents' values, which no single key reproduces.
 */
export function sortTerms(sort: SortSpecifier, docColumn: string, scalarPaths: ReadonlySet<string>): string | null {
  const terms: string[] = [];
  for (const [path, direction] of Object.entries(sort)) {
    // As mingo's $sort: -1 descends, anything else ascends.
    const order = (direction as unknown) === -1 ? 'DESC' : 'ASC';
    if (path === '_id') {
      terms.push(`_id ${order}`);
      return terms.join(', ');
    }
    const segments = pathSegments(path);
    if (!segments || !scalarPaths.has(path)) return null;
    terms.push(`${keyAt(docColumn, rootLocation(segments))} ${order}`);
  }
  terms.push('_id ASC');
  return terms.join(', ');
}
