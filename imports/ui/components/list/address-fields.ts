// The filter fields both public lists keep in their address, declared once: the search text,
// skills, the place (a country, else a continent), a language with its level, the money a rate is
// given in, and the order.
import { CONTINENTS } from '../../../api/common/lists/continents';
import { COUNTRIES } from '../../../api/common/lists/countries';
import { LANGUAGE_LEVELS } from '../../../api/common/lists/language-levels';
import { LANGUAGES } from '../../../api/common/lists/languages';
import { isValueOf } from '../../../api/common/lists/list-item';
import { CURRENCIES, DEFAULT_CURRENCY, DEFAULT_RATE_UNIT, MAX_AMOUNT, RATE_UNITS } from '../../../api/common/lists/money';
import { type Skill, SKILLS } from '../../../api/common/lists/skills';
import { MAX_FILTER_SKILLS, SEARCH_TEXT_MAX } from '../../../api/common/search';
import type { CommonListFilters } from '../../../api/common/listing-filters';
import type { AddressContext, AddressField } from './address-codec';

/** The filters every public list has, as the server's listing declares them (each list's filter type extends these). */
type CommonFilters = CommonListFilters;

export const textField: AddressField<CommonFilters> = {
  read(params) {
    const text = params.get('q')?.trim().slice(0, SEARCH_TEXT_MAX);
    return text ? { text } : {};
  },
  write(filters, set) {
    set('q', filters.text);
  },
};

export const skillsField: AddressField<CommonFilters> = {
  read(params) {
    const skills = [...new Set((params.get('skills') ?? '').split(','))].filter((skill): skill is Skill => isValueOf(SKILLS, skill)).slice(0, MAX_FILTER_SKILLS);
    return skills.length > 0 ? { skills } : {};
  },
  write(filters, set) {
    set('skills', filters.skills?.join(','));
  },
};

export const placeField: AddressField<CommonFilters> = {
  read(params) {
    const country = params.get('country');
    const continent = params.get('continent');
    if (isValueOf(COUNTRIES, country)) return { country };
    return isValueOf(CONTINENTS, continent) ? { continent } : {};
  },
  write(filters, set) {
    set('country', filters.country);
    set('continent', filters.country ? undefined : filters.continent);
  },
};

/** A language (under `key`) and, with it only, its level. */
export function languageField(key: string): AddressField<CommonFilters> {
  return {
    read(params) {
      const language = params.get(key);
      if (!isValueOf(LANGUAGES, language)) return {};
      const level = params.get('level');
      return isValueOf(LANGUAGE_LEVELS, level) ? { language, languageLevel: level } : { language };
    },
    write(filters, set) {
      set(key, filters.language);
      set('level', filters.language ? filters.languageLevel : undefined);
    },
  };
}

/** The order, when it is one of `sorts`; the first is the default and is not written. `hidden` sorts are not read (the rate order while prices are hidden). */
export function sortField<S extends string>(
  sorts: readonly S[],
  { keepDefault = false, hidden = () => false }: { keepDefault?: boolean; hidden?(sort: S, context: AddressContext): boolean } = {},
): AddressField<{ sort?: S }> {
  const [byDefault] = sorts;
  return {
    read(params, context) {
      const sort = params.get('sort') as S | null;
      if (!sort || !sorts.includes(sort) || hidden(sort, context)) return {};
      return sort !== byDefault || keepDefault ? { sort } : {};
    },
    write(filters, set) {
      set('sort', filters.sort === byDefault ? undefined : filters.sort);
    },
  };
}

/** An amount of money, as a rate filter bound. */
export function readAmount(raw: string | null): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 && value <= MAX_AMOUNT ? value : undefined;
}

/** The currency and unit a rate filter is given in (the defaults where the address has none). */
export function readMoney(params: URLSearchParams) {
  const currency = params.get('currency');
  const unit = params.get('unit');
  return {
    currency: isValueOf(CURRENCIES, currency) ? currency : DEFAULT_CURRENCY,
    unit: isValueOf(RATE_UNITS, unit) ? unit : DEFAULT_RATE_UNIT,
  };
}
