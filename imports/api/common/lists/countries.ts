// Every country the marketplace knows, and the look-ups forms and filters need: the countries of
// one continent (Europe keeps its home-markets-first order) and the continent of a country.
import type { ContinentCode } from './continents';
import { EUROPEAN_COUNTRIES } from './countries-europe';
import {
  AFRICAN_COUNTRIES,
  ASIAN_COUNTRIES,
  AUSTRALIAN_COUNTRIES,
  NORTH_AMERICAN_COUNTRIES,
  SOUTH_AMERICAN_COUNTRIES,
} from './countries-other';
import type { CountryContinent, CountryItem } from './country-item';

export type { CountryItem };

export const COUNTRIES = [
  ...EUROPEAN_COUNTRIES,
  ...NORTH_AMERICAN_COUNTRIES,
  ...SOUTH_AMERICAN_COUNTRIES,
  ...ASIAN_COUNTRIES,
  ...AUSTRALIAN_COUNTRIES,
  ...AFRICAN_COUNTRIES,
] as const satisfies readonly CountryItem[];

export type CountryCode = (typeof COUNTRIES)[number]['value'];

/** Countries of one continent in list order; Worldwide has none (it means "anywhere"). */
export function countriesOfContinent(continent: ContinentCode): readonly CountryItem<CountryCode>[] {
  return COUNTRIES.filter((country) => country.continent === continent);
}

/** The continent of a country, so a project stored with a country can be found by continent. */
export function continentOfCountry(code: string): CountryContinent | undefined {
  return COUNTRIES.find((country) => country.value === code)?.continent;
}
