// The filters of the open-projects list ("projects.open" and "projects.count" take the same
// object) and the Mongo selector, sort and limit they become. Shared with the client as types;
// no Node-only imports.
//
// Decisions where the spec is silent:
// - text: every word is found in the title, summary, skills or city, by its start, accents
//   folded, a small typo forgiven, or as a skill it names ("java" finds projects needing Java EE,
//   "k8s" Kubernetes): the projects' text index (indexes.ts, search.ts). At most 100 characters.
// - sort "relevance" (Best match): while a text is searched, the best match first (title words
//   count most); without a text, the default order.
// - skills: the project needs ALL of them.
// - country or continent: where the project is located. A continent also matches projects that
//   only store a country of it. Worldwide (WORLD) matches projects marked worldwide only.
// - remote: the minimum remote share; projects that do not state one are left out.
// - language + languageLevel: read from the candidate's side, "I speak German at B2": projects
//   requiring German whose minimum level B2 meets (meetsMinimumLevel). Without a level: projects
//   requiring that language at all.
// - rate: the project's range overlaps [min, max] in the same currency and unit (a bound the
//   project leaves open counts as open). Projects with "rate on request" are left out while a
//   rate filter is set: their rate is unknown, so they cannot be said to fit.
// - sort: newest published first (default); start (ASAP first, then earliest date); rate
//   (highest maximum first; meaningful within one currency, so combine with a rate filter);
//   fit ("Best fit for you", not the text's "Best match"): for a signed-in candidate the server
//   scores the projects against their own profile (fit-order.ts); Mongo's part of it, and
//   everyone else's order, is the default.
// - limit: "load more" grows it by PAGE_SIZE; anything above MAX_LIMIT is capped, not refused.
import { LANGUAGE_LEVELS, type LanguageLevel, meetsMinimumLevel } from '../common/lists/language-levels';
import { valuesOf } from '../common/lists/list-item';
import { type CurrencyCode, type RateUnit } from '../common/lists/money';
import { bestMatchFirst, type CommonListFilters, type Condition, defineListing } from '../common/listing-filters';

export const PROJECT_SORTS = ['newest', 'start', 'rate', 'relevance', 'fit'] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];

export interface RateFilter {
  min?: number;
  max?: number;
  currency: CurrencyCode;
  unit: RateUnit;
}

export interface ProjectFilters extends CommonListFilters {
  remote?: number;
  rate?: RateFilter;
  sort?: ProjectSort;
}

/** The levels a project may require so that someone at `level` meets them. */
export function levelsMetBy(level: LanguageLevel): LanguageLevel[] {
  return valuesOf(LANGUAGE_LEVELS).filter((minimum) => meetsMinimumLevel(level, minimum));
}

function rateCondition(rate: RateFilter): Condition {
  const and: Condition[] = [{ 'rate.onRequest': false }, { 'rate.currency': rate.currency }, { 'rate.unit': rate.unit }];
  if (rate.min !== undefined) and.push({ $or: [{ 'rate.max': { $gte: rate.min } }, { 'rate.max': { $exists: false } }] });
  if (rate.max !== undefined) and.push({ $or: [{ 'rate.min': { $lte: rate.max } }, { 'rate.min': { $exists: false } }] });
  return { $and: and };
}

const openProjects = defineListing<ProjectFilters, ProjectSort>({
  status: 'open',
  textFields: ['title', 'summary', 'skills', 'city'],
  language: { levelField: 'minLevel', levelsFor: levelsMetBy },
  conditions: (filters) => [
    ...(filters.remote !== undefined ? [{ remotePercent: { $gte: filters.remote } }] : []),
    ...(filters.rate ? [rateCondition(filters.rate)] : []),
  ],
  sorts: {
    newest: { publishedAt: -1, _id: -1 },
    start: { startAsap: -1, startDate: 1, _id: 1 },
    rate: { 'rate.max': -1, 'rate.min': -1, _id: -1 },
    relevance: bestMatchFirst({ publishedAt: -1, _id: -1 }),
    // The order of the scored set and its ties (fit-order.ts); without a fit, the default.
    fit: { publishedAt: -1, _id: -1 },
  },
});

export const projectFilterConditions = openProjects.conditions;
export const openProjectsSelector = openProjects.selector;
export const projectSort = openProjects.sort;
export const projectFindOptions = openProjects.findOptions;
