// The directory's filters as the address keeps them, so a filtered list can be shared:
// ?q=java&skills=java,spring&country=CZ&language=de&level=B2&available=2026-03-01&rate=800
// &currency=EUR&unit=day&sort=experience&limit=40. Untrusted values (edited addresses) are dropped
// rather than sent: the server refuses any filter it does not know.
import { CONTINENTS } from '../../../api/common/lists/continents';
import { COUNTRIES } from '../../../api/common/lists/countries';
import { LANGUAGE_LEVELS } from '../../../api/common/lists/language-levels';
import { LANGUAGES } from '../../../api/common/lists/languages';
import { isValueOf } from '../../../api/common/lists/list-item';
import { CURRENCIES, DEFAULT_CURRENCY, DEFAULT_RATE_UNIT, MAX_AMOUNT, RATE_UNITS } from '../../../api/common/lists/money';
import { SKILLS } from '../../../api/common/lists/skills';
import { MAX_FILTER_SKILLS, PAGE_SIZE, SEARCH_TEXT_MAX } from '../../../api/common/search';
import { PEOPLE_SORTS, type PeopleFilters, type PeopleSort } from '../../../api/people/filters';

export { PAGE_SIZE };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function dateOf(value: string | null): Date | undefined {
  if (!value || !DATE.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function positiveNumber(value: string | null, max: number): number | undefined {
  if (!value || !/^\d+(\.\d+)?$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 0 && number <= max ? number : undefined;
}

/** The filters the address asks for, each checked against its list; no rate with `hidePrices` (prices hidden, or a user who sees no expert rates; see readListQuery). */
export function filtersFromQuery(params: URLSearchParams, { hidePrices = false }: { hidePrices?: boolean } = {}): PeopleFilters {
  const filters: PeopleFilters = {};
  const text = params.get('q')?.trim().slice(0, SEARCH_TEXT_MAX);
  if (text) filters.text = text;
  const skills = [...new Set((params.get('skills') ?? '').split(','))].filter((skill) => isValueOf(SKILLS, skill)).slice(0, MAX_FILTER_SKILLS);
  if (skills.length > 0) filters.skills = skills;
  const country = params.get('country');
  const continent = params.get('continent');
  if (isValueOf(COUNTRIES, country)) filters.country = country;
  else if (isValueOf(CONTINENTS, continent)) filters.continent = continent;
  const language = params.get('language');
  const level = params.get('level');
  if (isValueOf(LANGUAGES, language)) {
    filters.language = language;
    if (isValueOf(LANGUAGE_LEVELS, level)) filters.languageLevel = level;
  }
  const availableBy = dateOf(params.get('available'));
  if (availableBy) filters.availableBy = availableBy;
  const max = hidePrices ? undefined : positiveNumber(params.get('rate'), MAX_AMOUNT);
  if (max !== undefined) {
    const currency = params.get('currency');
    const unit = params.get('unit');
    filters.rate = { max, currency: isValueOf(CURRENCIES, currency) ? currency : DEFAULT_CURRENCY, unit: isValueOf(RATE_UNITS, unit) ? unit : DEFAULT_RATE_UNIT };
  }
  const sort = params.get('sort');
  if (sort && (PEOPLE_SORTS as readonly string[]).includes(sort)) filters.sort = sort as PeopleSort;
  const limit = positiveNumber(params.get('limit'), 10_000);
  if (limit !== undefined && Number.isInteger(limit) && limit > PAGE_SIZE) filters.limit = limit;
  return filters;
}

/** The address's query for `filters` (empty values left out). */
export function queryFromFilters(filters: PeopleFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.text) params.set('q', filters.text);
  if (filters.skills?.length) params.set('skills', filters.skills.join(','));
  if (filters.country) params.set('country', filters.country);
  else if (filters.continent) params.set('continent', filters.continent);
  if (filters.language) {
    params.set('language', filters.language);
    if (filters.languageLevel) params.set('level', filters.languageLevel);
  }
  if (filters.availableBy) params.set('available', filters.availableBy.toISOString().slice(0, 10));
  if (filters.rate) {
    params.set('rate', String(filters.rate.max));
    params.set('currency', filters.rate.currency);
    params.set('unit', filters.rate.unit);
  }
  if (filters.sort && filters.sort !== 'newest') params.set('sort', filters.sort);
  if (filters.limit && filters.limit > PAGE_SIZE) params.set('limit', String(filters.limit));
  return params;
}

/** Whether any filter narrows the list (sort and limit do not). */
export function isFiltered(filters: PeopleFilters): boolean {
  const { sort: _sort, limit: _limit, ...narrowing } = filters;
  return Object.keys(narrowing).length > 0;
}
