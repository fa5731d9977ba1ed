// A searched word that names a country ("Deutschland", "Germany", "Německo") finds the experts and
// projects located there (issue 20): documents store a country code, and its names come from
// Intl.DisplayNames in each of the six languages, so no stored text holds them. Such words leave
// the text search and become a country condition. Pure and browser-safe, like listing-filters.ts.
import { foldText } from 'meteor/mongo';
import { LOCALES } from '../../i18n/locales';
import { COUNTRIES, type CountryCode } from './lists/countries';

/** Longest country name matched, in words ("Bosnia and Herzegovina"). */
const MAX_NAME_WORDS = 3;

let codesByName: Map<string, CountryCode> | undefined;

/** Every country's name in every UI language, folded as the text index folds words. */
function countryNames(): Map<string, CountryCode> {
  if (codesByName) return codesByName;
  codesByName = new Map();
  for (const locale of LOCALES) {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    for (const { value } of COUNTRIES) {
      const name = names.of(value);
      if (name) codesByName.set(foldText(name), value);
    }
  }
  return codesByName;
}

/** The text without the words that name countries, and those countries. */
export function countryWordsOf(text: string): { text: string; countries: CountryCode[] } {
  const words = text.split(/\s+/).filter((word) => word !== '');
  const names = countryNames();
  const kept: string[] = [];
  const countries = new Set<CountryCode>();
  for (let at = 0; at < words.length; ) {
    let taken = 0;
    for (let length = Math.min(MAX_NAME_WORDS, words.length - at); length >= 1 && taken === 0; length -= 1) {
      const code = names.get(foldText(words.slice(at, at + length).join(' ')));
      if (code) {
        countries.add(code);
        taken = length;
      }
    }
    if (taken === 0) kept.push(words[at]!);
    at += Math.max(taken, 1);
  }
  return { text: kept.join(' '), countries: [...countries] };
}
