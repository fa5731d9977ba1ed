// A country in a select list: its ISO 3166-1 alpha-2 code, English name and continent.
import type { ContinentCode } from './continents';
import type { ListItem } from './list-item';

export type CountryContinent = Exclude<ContinentCode, 'WORLD'>;

export interface CountryItem<V extends string = string> extends ListItem<V> {
  readonly continent: CountryContinent;
}

/** The countries of one continent written as `{ CODE: 'Name' }` in list order. */
export function countriesIn<const C extends CountryContinent, const T extends Record<string, string>>(
  continent: C,
  names: T,
): readonly (CountryItem<keyof T & string> & { readonly continent: C })[] {
  return Object.entries(names).map(([value, label]) => ({ value: value as keyof T & string, label, continent }));
}
