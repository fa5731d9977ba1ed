// The list's filters in the address bar, so a filtered list can be shared and the back button
// restores it: `?q=java&skills=java,spring-boot&country=DE&remote=50&lang=de&level=B2&rateMin=500
// &rateMax=900&currency=EUR&unit=day&sort=start&limit=40`. Reading is forgiving: values the
// server would refuse (unknown skills, bad numbers) are dropped instead of breaking the list.
import { CONTINENTS } from '../../../api/common/lists/continents';
import { COUNTRIES } from '../../../api/common/lists/countries';
import { LANGUAGE_LEVELS } from '../../../api/common/lists/language-levels';
import { LANGUAGES } from '../../../api/common/lists/languages';
import { isValueOf } from '../../../api/common/lists/list-item';
import { CURRENCIES, DEFAULT_CURRENCY, DEFAULT_RATE_UNIT, MAX_AMOUNT, RATE_UNITS } from '../../../api/common/lists/money';
import { SKILLS } from '../../../api/common/lists/skills';
import { MAX_FILTER_SKILLS, MAX_LIMIT, PAGE_SIZE, SEARCH_TEXT_MAX } from '../../../api/common/search';
import { PROJECT_SORTS, type ProjectFilters, type RateFilter } from '../../../api/projects/filters';

/** The filters of the list (without the limit) and how many projects are shown. */
export interface ListQuery {
  filters: ProjectFilters;
  limit: number;
}

function wholeNumber(raw: string | null, min: number, max: number): number | undefined {
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  const value = Number(raw);
  return value >= min && value <= max ? value : undefined;
}

function amount(raw: string | null): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 && value <= MAX_AMOUNT ? value : undefined;
}

function readRate(params: URLSearchParams): RateFilter | undefined {
  const min = amount(params.get('rateMin'));
  let max = amount(params.get('rateMax'));
  if (min === undefined && max === undefined) return undefined;
  if (min !== undefined && max !== undefined && max < min) max = undefined;
  const currency = params.get('currency');
  const unit = params.get('unit');
  return {
    ...(min !== undefined ? { min } : {}),
    ...(max !== undefined ? { max } : {}),
    currency: isValueOf(CURRENCIES, currency) ? currency : DEFAULT_CURRENCY,
    unit: isValueOf(RATE_UNITS, unit) ? unit : DEFAULT_RATE_UNIT,
  };
}

/**
 * The list's query in the address. While prices are hidden a rate filter or the rate order in
 * the address is left out: the list must not be narrowed or ordered by what the user cannot see
 * (the address keeps them for when prices are shown again).
 */
export function readListQuery(params: URLSearchParams, { hidePrices = false }: { hidePrices?: boolean } = {}): ListQuery {
  const filters: ProjectFilters = {};
  const text = params.get('q')?.trim().slice(0, SEARCH_TEXT_MAX);
  if (text) filters.text = text;
  const skills = [...new Set((params.get('skills') ?? '').split(','))].filter((skill) => isValueOf(SKILLS, skill));
  if (skills.length > 0) filters.skills = skills.slice(0, MAX_FILTER_SKILLS);
  const country = params.get('country');
  const continent = params.get('continent');
  if (isValueOf(COUNTRIES, country)) filters.country = country;
  else if (isValueOf(CONTINENTS, continent)) filters.continent = continent;
  const remote = wholeNumber(params.get('remote'), 0, 100);
  if (remote !== undefined) filters.remote = remote;
  const language = params.get('lang');
  if (isValueOf(LANGUAGES, language)) {
    filters.language = language;
    const level = params.get('level');
    if (isValueOf(LANGUAGE_LEVELS, level)) filters.languageLevel = level;
  }
  const rate = hidePrices ? undefined : readRate(params);
  if (rate) filters.rate = rate;
  const sort = params.get('sort');
  if (sort && sort !== 'newest' && !(hidePrices && sort === 'rate') && (PROJECT_SORTS as readonly string[]).includes(sort)) filters.sort = sort as ProjectFilters['sort'];
  const limit = wholeNumber(params.get('limit'), PAGE_SIZE, MAX_LIMIT) ?? PAGE_SIZE;
  return { filters, limit };
}

export function writeListQuery({ filters, limit }: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params.set(key, String(value));
  };
  set('q', filters.text);
  set('skills', filters.skills?.join(','));
  set('country', filters.country);
  set('continent', filters.country ? undefined : filters.continent);
  set('remote', filters.remote);
  set('lang', filters.language);
  set('level', filters.language ? filters.languageLevel : undefined);
  if (filters.rate) {
    set('rateMin', filters.rate.min);
    set('rateMax', filters.rate.max);
    set('currency', filters.rate.currency);
    set('unit', filters.rate.unit);
  }
  set('sort', filters.sort === 'newest' ? undefined : filters.sort);
  if (limit > PAGE_SIZE) set('limit', limit);
  return params;
}

export function hasFilters(filters: ProjectFilters): boolean {
  return Object.keys(filters).some((key) => key !== 'sort');
}
