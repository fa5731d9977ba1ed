// The filters of the expert directory ("people.directory" and "people.count" take the same
// object) and the selector, sort and limit they become. Shared with the client as types.
//
// Decisions where the spec is silent:
// - text: every word is found in the headline, summary, skills or city (by its start, accents
//   folded, a small typo forgiven, or as a skill it names: the entries' text index, indexes.ts).
//   Names are not searched: the directory is anonymised. Sort "relevance": best match first.
// - skills: the expert has ALL of them. country or continent: where the expert is based.
// - language + languageLevel: experts speaking the language at that level or better
//   (meetsMinimumLevel, via levelsAtLeast); without a level, at any level.
// - availableBy: experts available on or before that date. An entry without an availability
//   date counts as available now (the agency only lists experts it can place). An expert who
//   said "not available" counts from their date only while it lies ahead (it then says when they
//   are back); with a date already past nobody knows when, so they are left out. Unconfirmed
//   availabilities stay in: the badge and the match score say how far to trust them. And the
//   date itself must be free: an expert with a blocked period covering it (from ≤ date ≤ to, both
//   days included) is left out, since "available by" asks for someone who can work then. The
//   blocked periods' test runs on the rows the indexed date condition leaves (at most five
//   periods each, read in SQL: sql-query's `$elemMatch` on `availability.blocked`).
// - rate: experts whose rate is at most `max` in that currency and unit; experts with "rate on
//   request" (no rate) are left out while this filter is set.
// - sort: newest (default), available (soonest first; no date = now, so first), experience
//   (most years first).
import { levelsAtLeast } from '../common/lists/language-levels';
import { type CurrencyCode, type RateUnit } from '../common/lists/money';
import { bestMatchFirst, type CommonListFilters, defineListing } from '../common/listing-filters';

export const PEOPLE_SORTS = ['newest', 'available', 'experience', 'relevance'] as const;
export type PeopleSort = (typeof PEOPLE_SORTS)[number];

export interface MaxRateFilter {
  max: number;
  currency: CurrencyCode;
  unit: RateUnit;
}

export interface PeopleFilters extends CommonListFilters {
  availableBy?: Date;
  rate?: MaxRateFilter;
  sort?: PeopleSort;
}

/** Today's start (UTC): the filter's "ahead" changes once a day, not with every request. */
function startOfToday(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

function availableByCondition(availableBy: Date): Record<string, unknown> {
  return {
    $or: [
      { 'availability.from': { $lte: availableBy }, 'availability.status': { $ne: 'not' } },
      { 'availability.from': { $lte: availableBy, $gt: startOfToday() }, 'availability.status': 'not' },
      { 'availability.from': { $exists: false } },
    ],
    'availability.blocked': { $not: { $elemMatch: { from: { $lte: availableBy }, to: { $gte: availableBy } } } },
  };
}

const directory = defineListing<PeopleFilters, PeopleSort>({
  status: 'published',
  textFields: ['headline', 'summary', 'skills', 'city'],
  language: { levelField: 'level', levelsFor: levelsAtLeast },
  conditions: ({ availableBy, rate }) => [
    ...(availableBy ? [availableByCondition(availableBy)] : []),
    ...(rate ? [{ 'rate.amount': { $lte: rate.max }, 'rate.currency': rate.currency, 'rate.unit': rate.unit }] : []),
  ],
  sorts: {
    newest: { publishedAt: -1, _id: -1 },
    available: { 'availability.from': 1, _id: 1 },
    experience: { yearsOfExperience: -1, _id: -1 },
    relevance: bestMatchFirst({ publishedAt: -1, _id: -1 }),
  },
});

export const peopleFilterConditions = directory.conditions;
/** The selector of published experts matching the filters. */
export const directorySelector = directory.selector;
export const peopleSort = directory.sort;
export const peopleFindOptions = directory.findOptions;
