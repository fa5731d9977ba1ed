// Meteor's selector and option rewriting (`Mongo.Collection._rewriteSelector`): a string selector
// means `{_id: selector}`; an explicitly passed `undefined`/`null` selector or a falsy `_id`
// matches NOTHING (so `findOneAsync(Meteor.userId())` while logged out never returns someone
// else's document); `fields` is Meteor's name for `projection`. Left out: ObjectID selectors.
import { Random } from '../random/index';
import type { DriverFindOptions, Query } from './drivers/driver';
import type { FindOptions, Selector } from './types';

/** A selector no document can match (a fresh random id). */
function matchNothing(): Query {
  return { _id: Random.id() };
}

/**
 * Rewrites the selector a caller passed. `given` is false when the caller passed no argument at
 * all (`find()`), which matches everything.
 */
export function rewriteSelector(selector: Selector | null | undefined, given = true): Query {
  if (!given) return {};
  if (typeof selector === 'string') return selector === '' ? matchNothing() : { _id: selector };
  if (selector === undefined || selector === null) return matchNothing();
  if (Array.isArray(selector)) throw new Error("Mongo selector can't be an array.");
  if (typeof selector !== 'object') throw new Error(`Invalid selector: ${String(selector)}`);
  if ('_id' in selector && !selector._id) return matchNothing();
  return selector;
}

export function rewriteFindOptions(options: FindOptions | undefined): DriverFindOptions {
  const result: DriverFindOptions = {};
  if (!options) return result;
  const projection = options.fields ?? options.projection;
  if (projection && Object.keys(projection).length > 0) result.projection = projection;
  if (options.sort && Object.keys(options.sort).length > 0) result.sort = options.sort;
  if (options.skip) result.skip = options.skip;
  if (options.limit) result.limit = options.limit;
  return result;
}
