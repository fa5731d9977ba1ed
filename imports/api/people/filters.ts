// The filters of the expert directory ("people.directory" and "people.count" take the same
// object) and the selector, sort and limit they become. Shared with the client as types.
//
// Decisions where the spec is silent:
// - text: case-insensitive literal match in headline or summary, or a skill whose label
//   contains it. Names are not searched: the directory is anonymised.
// - skills: the expert has ALL of them. country or continent: where the expert is based.
// - language + languageLevel: experts speaking the language at that level or better
//   (meetsMinimumLevel, via levelsAtLeast); without a level, at any level.
// - availableBy: experts available on or before that date. An entry without an availability
//   date counts as available now (the agency only lists experts it can place).
// - rate: experts whose rate is at most `max` in that currency and unit; experts with "rate on
//   request" (no rate) are left out while this filter is set.
// - sort: newest (default), available (soonest first; no date = now, so first), experience
//   (most years first).
import {
  CONTINENTS,
  type ContinentCode,
  COUNTRIES,
  type CountryCode,
  createSchema,
  CURRENCIES,
  type CurrencyCode,
  type FieldContext,
  integer,
  LANGUAGE_LEVELS,
  type LanguageCode,
  type LanguageLevel,
  LANGUAGES,
  levelsAtLeast,
  manyOf,
  MAX_AMOUNT,
  oneOf,
  RATE_UNITS,
  type RateUnit,
  type Skill,
  SKILLS,
} from '../common/lists';
import { effectiveLimit, LIMIT_INPUT_MAX, SEARCH_TEXT_MAX, textCondition } from '../common/search';
import { continentCondition } from '../projects/filters';

export const PEOPLE_SORTS = ['newest', 'available', 'experience'] as const;
export type PeopleSort = (typeof PEOPLE_SORTS)[number];

export interface MaxRateFilter {
  max: number;
  currency: CurrencyCode;
  unit: RateUnit;
}

export interface PeopleFilters {
  text?: string;
  skills?: Skill[];
  country?: CountryCode;
  continent?: ContinentCode;
  language?: LanguageCode;
  languageLevel?: LanguageLevel;
  availableBy?: Date;
  rate?: MaxRateFilter;
  sort?: PeopleSort;
  limit?: number;
}

function onlyWithLanguage(this: FieldContext): string | undefined {
  return this.isSet && !this.siblingField('language').isSet ? 'required' : undefined;
}

export const peopleFiltersSchema = createSchema({
  text: { type: String, max: SEARCH_TEXT_MAX, optional: true },
  ...manyOf('skills', SKILLS, 10),
  country: { ...oneOf(COUNTRIES), optional: true },
  continent: { ...oneOf(CONTINENTS), optional: true },
  language: { ...oneOf(LANGUAGES), optional: true },
  languageLevel: { ...oneOf(LANGUAGE_LEVELS), optional: true, custom: onlyWithLanguage },
  availableBy: { type: Date, optional: true },
  rate: { type: Object, optional: true },
  'rate.max': { type: Number, min: 0, max: MAX_AMOUNT },
  'rate.currency': oneOf(CURRENCIES),
  'rate.unit': oneOf(RATE_UNITS),
  sort: { type: String, allowedValues: [...PEOPLE_SORTS], optional: true },
  limit: { ...integer(1, LIMIT_INPUT_MAX), optional: true },
});

type Condition = Record<string, unknown>;

export function peopleFilterConditions(filters: PeopleFilters): Condition[] {
  const and: Condition[] = [];
  const text = filters.text?.trim();
  if (text) and.push(textCondition(text, ['headline', 'summary']));
  if (filters.skills && filters.skills.length > 0) and.push({ skills: { $all: filters.skills } });
  if (filters.country) and.push({ country: filters.country });
  if (filters.continent) and.push(continentCondition(filters.continent));
  if (filters.language) {
    const entry: Condition = { language: filters.language };
    if (filters.languageLevel) entry.level = { $in: levelsAtLeast(filters.languageLevel) };
    and.push({ languages: { $elemMatch: entry } });
  }
  if (filters.availableBy) {
    and.push({ $or: [{ 'availability.from': { $lte: filters.availableBy } }, { 'availability.from': { $exists: false } }] });
  }
  if (filters.rate) {
    and.push({ 'rate.amount': { $lte: filters.rate.max }, 'rate.currency': filters.rate.currency, 'rate.unit': filters.rate.unit });
  }
  return and;
}

/** The selector of published experts matching the filters. */
export function directorySelector(filters: PeopleFilters): Condition {
  const and = peopleFilterConditions(filters);
  return and.length === 0 ? { status: 'published' } : { status: 'published', $and: and };
}

export function peopleSort(sort: PeopleSort | undefined): Record<string, 1 | -1> {
  switch (sort) {
    case 'available':
      return { 'availability.from': 1, _id: 1 };
    case 'experience':
      return { yearsOfExperience: -1, _id: 1 };
    default:
      return { publishedAt: -1, _id: 1 };
  }
}

export function peopleFindOptions(filters: PeopleFilters): { sort: Record<string, 1 | -1>; limit: number } {
  return { sort: peopleSort(filters.sort), limit: effectiveLimit(filters.limit) };
}
