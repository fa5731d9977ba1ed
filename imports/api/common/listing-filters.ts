// Filter pieces the open-projects list and the expert directory share (their schema fields are
// in listing-filter-fields.ts): the conditions they become and the selector, sort and limit that
// wrap them; defineListing puts them together from a list's declaration. Pure, so the client builds the same selector for its own collection (no Node-only
// imports, no schema library).
import { countryWordsOf } from './country-words';
import type { ContinentCode } from './lists/continents';
import { type CountryCode, countriesOfContinent } from './lists/countries';
import type { LanguageLevel } from './lists/language-levels';
import type { LanguageCode } from './lists/languages';
import { valuesOf } from './lists/list-item';
import type { Skill } from './lists/skills';
import { effectiveLimit, textCondition } from './search';

export type Condition = Record<string, unknown>;
export type SortSpec = Record<string, 1 | -1 | { $meta: 'textScore' }>;

/** The sort every list offers while a text is searched: the best match first (the text index's relevance). */
export const BEST_MATCH = 'relevance';

/** Best match first, then the given order for ties. */
export function bestMatchFirst(ties: SortSpec): SortSpec {
  return { score: { $meta: 'textScore' }, ...ties };
}

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
 * continent, in that order. Words of the text that name a country (in any UI language) are a
 * country condition instead (located in one of them): country-words.ts.
 */
export function textSkillsPlaceConditions(filters: CommonListFilters, textFields: readonly string[]): Condition[] {
  const and: Condition[] = [];
  const { text, countries } = countryWordsOf(filters.text?.trim() ?? '');
  if (text) and.push(textCondition(text, textFields));
  if (countries.length > 0) and.push({ country: countries.length === 1 ? countries[0] : { $in: countries } });
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

/** What a public list declares: which documents it shows and how its own filters read. */
export interface ListingRules<TFilters extends CommonListFilters & { sort?: TSort }, TSort extends string> {
  /** The status of the documents listed ('open', 'published'). */
  status: string;
  textFields: readonly string[];
  /** The language entry's level field, and the stored levels that fit a chosen level. */
  language: { levelField: string; levelsFor(level: LanguageLevel): LanguageLevel[] };
  /** The list's own conditions, after text, skills, place and language. */
  conditions(filters: TFilters): Condition[];
  /**
   * Each sort's order; the first is the default. Each ends with `_id` in the direction of its
   * last key, the tie-break every index ends with (packages/mongo's sqlite-indexes.ts), so an
   * index gives the whole order. A sort by relevance (bestMatchFirst) needs a text: without one the default order stands in. */
  sorts: Record<TSort, SortSpec>;
}

export interface Listing<TFilters, TSort extends string> {
  /** The conditions of the filters (without the status), each narrowing the list. */
  conditions(filters: TFilters): Condition[];
  /** The selector of listed documents matching the filters. */
  selector(filters: TFilters): Condition;
  sort(sort: TSort | undefined, text?: string): SortSpec;
  findOptions(filters: TFilters): { sort: SortSpec; limit: number };
}

/** A public list's selector, sort and limit, the same on the server and in the browser. */
export function defineListing<TFilters extends CommonListFilters & { sort?: TSort }, TSort extends string>(rules: ListingRules<TFilters, TSort>): Listing<TFilters, TSort> {
  const defaultSort = Object.values<SortSpec>(rules.sorts)[0];
  const conditions = (filters: TFilters): Condition[] => {
    const and = textSkillsPlaceConditions(filters, rules.textFields);
    if (filters.language) {
      const levels = filters.languageLevel ? rules.language.levelsFor(filters.languageLevel) : undefined;
      and.push(languageCondition(filters.language, rules.language.levelField, levels));
    }
    return [...and, ...rules.conditions(filters)];
  };
  const sort = (name: TSort | undefined, text?: string): SortSpec => {
    const chosen = name && Object.hasOwn(rules.sorts, name) ? rules.sorts[name] : defaultSort;
    // Country names are no text search (country-words.ts): only the rest has a relevance.
    return 'score' in chosen && !countryWordsOf(text?.trim() ?? '').text ? defaultSort : chosen;
  };
  return {
    conditions,
    selector: (filters) => statusSelector(rules.status, conditions(filters)),
    sort,
    findOptions: (filters) => listFindOptions(sort(filters.sort, filters.text), filters.limit),
  };
}
