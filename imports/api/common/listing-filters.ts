// Filter pieces the open-projects list and the expert directory share (their schema fields are
// in listing-filter-fields.ts): the conditions they become and the selector, sort and limit that
// wrap them. Pure, so the client builds the same selector for its own collection (no Node-only
// imports, no schema library).
import type { ContinentCode } from './lists/continents';
import { type CountryCode, countriesOfContinent } from './lists/countries';
import type { LanguageLevel } from './lists/language-levels';
import type { LanguageCode } from './lists/languages';
import { valuesOf } from './lists/list-item';
import type { Skill } from './lists/skills';
import { effectiveLimit, textCondition } from './search';

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
