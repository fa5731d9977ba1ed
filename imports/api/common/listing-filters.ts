// Filter pieces the open-projects list and the expert directory share: the schema fields both
// offer, the conditions they become and the selector, sort and limit that wrap them. Pure, so
// the client builds the same selector for its own collection (no Node-only imports).
import {
  CONTINENTS,
  type ContinentCode,
  COUNTRIES,
  type CountryCode,
  countriesOfContinent,
  type FieldContext,
  integer,
  LANGUAGE_LEVELS,
  type LanguageCode,
  type LanguageLevel,
  LANGUAGES,
  manyOf,
  oneOf,
  type Skill,
  SKILLS,
  valuesOf,
} from './lists';
import { effectiveLimit, LIMIT_INPUT_MAX, SEARCH_TEXT_MAX, textCondition } from './search';

export type Condition = Record<string, unknown>;
export type SortSpec = Record<string, 1 | -1>;

/** The filters both lists take; each list adds its own (remote share, rate, availability, …). */
export interface CommonListFilters {
  text?: string;
  skills?: Skill[];
  country?: CountryCode;
  continent?: ContinentCode;
  language?: LanguageCode;
  languageLevel?: LanguageLevel;
  limit?: number;
}

/** A level alone says nothing: it qualifies the language filter. */
function onlyWithLanguage(this: FieldContext): string | undefined {
  return this.isSet && !this.siblingField('language').isSet ? 'required' : undefined;
}

/** Schema fields for text, skills and place; spread first so both lists keep one field order. */
export const textSkillsPlaceFilterFields = {
  text: { type: String, max: SEARCH_TEXT_MAX, optional: true },
  ...manyOf('skills', SKILLS, 10),
  country: { ...oneOf(COUNTRIES), optional: true },
  continent: { ...oneOf(CONTINENTS), optional: true },
};

export const languageFilterFields = {
  language: { ...oneOf(LANGUAGES), optional: true },
  languageLevel: { ...oneOf(LANGUAGE_LEVELS), optional: true, custom: onlyWithLanguage },
};

export const limitFilterField = { limit: { ...integer(1, LIMIT_INPUT_MAX), optional: true } };

/** Located on a continent, also when only a country of it is stored (WORLD: marked worldwide only). */
export function continentCondition(continent: ContinentCode): Condition {
  if (continent === 'WORLD') return { continent };
  return { $or: [{ continent }, { country: { $in: valuesOf(countriesOfContinent(continent)) } }] };
}

/**
 * Conditions of text (in `textFields`, or a skill it names), skills (ALL of them), country and
 * continent, in that order.
 */
export function textSkillsPlaceConditions(filters: CommonListFilters, textFields: readonly string[]): Condition[] {
  const and: Condition[] = [];
  const text = filters.text?.trim();
  if (text) and.push(textCondition(text, textFields));
  if (filters.skills && filters.skills.length > 0) and.push({ skills: { $all: filters.skills } });
  if (filters.country) and.push({ country: filters.country });
  if (filters.continent) and.push(continentCondition(filters.continent));
  return and;
}

/**
 * An entry of `languages` in `language`; with `levels`, its `levelField` must be one of them.
 * Which levels fit is each list's own reading (an expert's level vs a project's minimum).
 */
export function languageCondition(language: LanguageCode, levelField: string, levels?: LanguageLevel[]): Condition {
  const entry: Condition = { language };
  if (levels) entry[levelField] = { $in: levels };
  return { languages: { $elemMatch: entry } };
}

/** Documents in `status` that meet every condition. */
export function statusSelector(status: string, and: Condition[]): Condition {
  return and.length === 0 ? { status } : { status, $and: and };
}

/** The sort and the capped "load more" limit of a list. */
export function listFindOptions(sort: SortSpec, limit: number | undefined): { sort: SortSpec; limit: number } {
  return { sort, limit: effectiveLimit(limit) };
}
