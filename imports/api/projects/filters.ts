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
import {
  CONTINENTS,
  type ContinentCode,
  COUNTRIES,
  type CountryCode,
  countriesOfContinent,
  createSchema,
  CURRENCIES,
  type CurrencyCode,
  type FieldContext,
  integer,
  LANGUAGE_LEVELS,
  type LanguageCode,
  type LanguageLevel,
  LANGUAGES,
  manyOf,
  MAX_AMOUNT,
  meetsMinimumLevel,
  oneOf,
  RATE_UNITS,
  type RateUnit,
  type Skill,
  SKILLS,
  valuesOf,
} from '../common/lists';
import { effectiveLimit, LIMIT_INPUT_MAX, SEARCH_TEXT_MAX, textCondition } from '../common/search';

export const PROJECT_SORTS = ['newest', 'start', 'rate'] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];

export interface RateFilter {
  min?: number;
  max?: number;
  currency: CurrencyCode;
  unit: RateUnit;
}

export interface ProjectFilters {
  text?: string;
  skills?: Skill[];
  country?: CountryCode;
  continent?: ContinentCode;
  remote?: number;
  language?: LanguageCode;
  languageLevel?: LanguageLevel;
  rate?: RateFilter;
  sort?: ProjectSort;
  limit?: number;
}

function needsOneBound(this: FieldContext): string | undefined {
  return !this.isSet && !this.siblingField('max').isSet ? 'required' : undefined;
}

function notBelowMin(this: FieldContext): string | undefined {
  const min = this.siblingField('min').value;
  return typeof min === 'number' && typeof this.value === 'number' && this.value < min ? 'rangeInverted' : undefined;
}

export const rateFilterSchema = createSchema({
  min: { type: Number, min: 0, max: MAX_AMOUNT, optional: true, custom: needsOneBound },
  max: { type: Number, min: 0, max: MAX_AMOUNT, optional: true, custom: notBelowMin },
  currency: oneOf(CURRENCIES),
  unit: oneOf(RATE_UNITS),
});

function onlyWithLanguage(this: FieldContext): string | undefined {
  return this.isSet && !this.siblingField('language').isSet ? 'required' : undefined;
}

export const projectFiltersSchema = createSchema({
  text: { type: String, max: SEARCH_TEXT_MAX, optional: true },
  ...manyOf('skills', SKILLS, 10),
  country: { ...oneOf(COUNTRIES), optional: true },
  continent: { ...oneOf(CONTINENTS), optional: true },
  remote: { ...integer(0, 100), optional: true },
  language: { ...oneOf(LANGUAGES), optional: true },
  languageLevel: { ...oneOf(LANGUAGE_LEVELS), optional: true, custom: onlyWithLanguage },
  rate: { type: rateFilterSchema, optional: true },
  sort: { type: String, allowedValues: [...PROJECT_SORTS], optional: true },
  limit: { ...integer(1, LIMIT_INPUT_MAX), optional: true },
});

type Condition = Record<string, unknown>;

/** Projects located on a continent, also those storing only a country of it. */
export function continentCondition(continent: ContinentCode): Condition {
  if (continent === 'WORLD') return { continent };
  return { $or: [{ continent }, { country: { $in: valuesOf(countriesOfContinent(continent)) } }] };
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
  const and: Condition[] = [];
  const text = filters.text?.trim();
  if (text) and.push(textCondition(text, ['title', 'summary']));
  if (filters.skills && filters.skills.length > 0) and.push({ skills: { $all: filters.skills } });
  if (filters.country) and.push({ country: filters.country });
  if (filters.continent) and.push(continentCondition(filters.continent));
  if (filters.remote !== undefined) and.push({ remotePercent: { $gte: filters.remote } });
  if (filters.language) {
    const requirement: Condition = { language: filters.language };
    if (filters.languageLevel) requirement.minLevel = { $in: levelsMetBy(filters.languageLevel) };
    and.push({ languages: { $elemMatch: requirement } });
  }
  if (filters.rate) and.push(rateCondition(filters.rate));
  return and;
}

/** The selector of open projects matching the filters. */
export function openProjectsSelector(filters: ProjectFilters): Condition {
  const and = projectFilterConditions(filters);
  return and.length === 0 ? { status: 'open' } : { status: 'open', $and: and };
}

export function projectSort(sort: ProjectSort | undefined): Record<string, 1 | -1> {
  switch (sort) {
    case 'start':
      return { startAsap: -1, startDate: 1, _id: 1 };
    case 'rate':
      return { 'rate.max': -1, 'rate.min': -1, _id: 1 };
    default:
      return { publishedAt: -1, _id: 1 };
  }
}

export function projectFindOptions(filters: ProjectFilters): { sort: Record<string, 1 | -1>; limit: number } {
  return { sort: projectSort(filters.sort), limit: effectiveLimit(filters.limit) };
}
