// The filters of the open-projects list ("projects.open" and "projects.count" take the same
// object) and the Mongo selector, sort and limit they become. Shared with the client as types;
// no Node-only imports.
//
// Decisions where the spec is silent:
// - text: case-insensitive, literal (escaped) match in title or summary, or a skill whose label
//   contains it ("java" finds projects needing Java EE). At most 100 characters.
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
//   (highest maximum first; meaningful within one currency, so combine with a rate filter).
// - limit: "load more" grows it by PAGE_SIZE; anything above MAX_LIMIT is capped, not refused.
import { LANGUAGE_LEVELS, type LanguageLevel, meetsMinimumLevel } from '../common/lists/language-levels';
import { valuesOf } from '../common/lists/list-item';
import { type CurrencyCode, type RateUnit } from '../common/lists/money';
import {
  type CommonListFilters,
  type Condition,
  languageCondition,
  listFindOptions,
  type SortSpec,
  statusSelector,
  textSkillsPlaceConditions,
} from '../common/listing-filters';

export const PROJECT_SORTS = ['newest', 'start', 'rate'] as const;
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

/** The conditions of the filters (without the status), each narrowing the list. */
export function projectFilterConditions(filters: ProjectFilters): Condition[] {
  const and = textSkillsPlaceConditions(filters, ['title', 'summary']);
  if (filters.remote !== undefined) and.push({ remotePercent: { $gte: filters.remote } });
  if (filters.language) {
    const levels = filters.languageLevel ? levelsMetBy(filters.languageLevel) : undefined;
    and.push(languageCondition(filters.language, 'minLevel', levels));
  }
  if (filters.rate) and.push(rateCondition(filters.rate));
  return and;
}

/** The selector of open projects matching the filters. */
export function openProjectsSelector(filters: ProjectFilters): Condition {
  return statusSelector('open', projectFilterConditions(filters));
}

export function projectSort(sort: ProjectSort | undefined): SortSpec {
  switch (sort) {
    case 'start':
      return { startAsap: -1, startDate: 1, _id: 1 };
    case 'rate':
      return { 'rate.max': -1, 'rate.min': -1, _id: 1 };
    default:
      return { publishedAt: -1, _id: 1 };
  }
}

export function projectFindOptions(filters: ProjectFilters): { sort: SortSpec; limit: number } {
  return listFindOptions(projectSort(filters.sort), filters.limit);
}
