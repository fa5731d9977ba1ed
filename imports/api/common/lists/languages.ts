// Languages (ISO 639-1 codes) in the spec's order: the nine languages of the marketplace's
// markets first, then the other official EU languages plus Serbian. Forms show them in this
// order, so the order is part of the contract, not an accident of typing.
import type { ListItem } from './list-item';

export const LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'de', label: 'German' },
  { value: 'hu', label: 'Hungarian' },
  { value: 'fr', label: 'French' },
  { value: 'it', label: 'Italian' },
  { value: 'sk', label: 'Slovak' },
  { value: 'cs', label: 'Czech' },
  { value: 'ru', label: 'Russian' },
  { value: 'pl', label: 'Polish' },
  { value: 'bg', label: 'Bulgarian' },
  { value: 'hr', label: 'Croatian' },
  { value: 'da', label: 'Danish' },
  { value: 'nl', label: 'Dutch' },
  { value: 'et', label: 'Estonian' },
  { value: 'fi', label: 'Finnish' },
  { value: 'el', label: 'Greek' },
  { value: 'ga', label: 'Irish' },
  { value: 'lv', label: 'Latvian' },
  { value: 'lt', label: 'Lithuanian' },
  { value: 'mt', label: 'Maltese' },
  { value: 'pt', label: 'Portuguese' },
  { value: 'ro', label: 'Romanian' },
  { value: 'sr', label: 'Serbian' },
  { value: 'sl', label: 'Slovenian' },
  { value: 'es', label: 'Spanish' },
  { value: 'sv', label: 'Swedish' },
] as const satisfies readonly ListItem[];

export type LanguageCode = (typeof LANGUAGES)[number]['value'];

/** How many languages form the first group (the markets' languages, before the separator). */
export const MAIN_LANGUAGE_COUNT = 9;

/**
 * Chosen in a language entry when the language is not in the list; the entry's `language2`
 * then names it in words. Not part of LANGUAGES, so filters by code never offer it.
 */
export const OTHER_LANGUAGE = 'other';
export type LanguageEntryCode = LanguageCode | typeof OTHER_LANGUAGE;
