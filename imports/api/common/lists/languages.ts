// Languages (ISO 639-1 codes) in the spec's order: the nine languages of the marketplace's
// markets first, then the other official EU languages plus Serbian. Forms show them in this
// order, so the order is part of the contract, not an accident of typing.
import { listOf } from './list-item';

export const LANGUAGES = listOf({
  en: 'English', de: 'German', hu: 'Hungarian', fr: 'French', it: 'Italian', sk: 'Slovak', cs: 'Czech',
  ru: 'Russian', pl: 'Polish', bg: 'Bulgarian', hr: 'Croatian', da: 'Danish', nl: 'Dutch', et: 'Estonian',
  fi: 'Finnish', el: 'Greek', ga: 'Irish', lv: 'Latvian', lt: 'Lithuanian', mt: 'Maltese', pt: 'Portuguese',
  ro: 'Romanian', sr: 'Serbian', sl: 'Slovenian', es: 'Spanish', sv: 'Swedish',
});

export type LanguageCode = (typeof LANGUAGES)[number]['value'];

/** How many languages form the first group (the markets' languages, before the separator). */
export const MAIN_LANGUAGE_COUNT = 9;

/**
 * Chosen in a language entry when the language is not in the list; the entry's `language2`
 * then names it in words. Not part of LANGUAGES, so filters by code never offer it.
 */
export const OTHER_LANGUAGE = 'other';
export type LanguageEntryCode = LanguageCode | typeof OTHER_LANGUAGE;
