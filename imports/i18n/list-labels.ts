// The label of a fixed list's value in the reader's language, for the browser (useListLabel) and
// the server (listLabelIn): one function over whichever formatter the caller has.
// - Countries, languages and currencies are ISO codes: their names come from Intl.DisplayNames in
//   the UI language, never from hand-kept translations. English keeps the lists' own names (the
//   spec's words; Intl's English differs, e.g. "Bosnia & Herzegovina", "Türkiye").
// - The other lists name their messages `<area>.<value>` (messages/lists/lists-*). Only
//   descriptive labels have a message; a proper name (Scrum, Jira, PRINCE2) has none and keeps its
//   label in every language (the rule is in list-item.ts).
import { CONTINENTS } from '../api/common/lists/continents';
import { COUNTRIES } from '../api/common/lists/countries';
import { PRIORITY_EUROPEAN_COUNTRIES } from '../api/common/lists/countries-europe';
import { DOCUMENT_TYPES } from '../api/common/lists/document-types';
import { FIELDS_OF_EXPERTISE } from '../api/common/lists/fields-of-expertise';
import { INDUSTRIES } from '../api/common/lists/industries';
import { LANGUAGE_LEVELS } from '../api/common/lists/language-levels';
import { LANGUAGES, MAIN_LANGUAGE_COUNT } from '../api/common/lists/languages';
import type { ListEntry, ListItem } from '../api/common/lists/list-item';
import { CURRENCIES, RATE_UNIT_NAMES, RATE_UNITS } from '../api/common/lists/money';
import { type SkillItem, SKILLS } from '../api/common/lists/skills';
import { TYPES_OF_SERVICE } from '../api/common/lists/types-of-service';
import type { MessageId } from './message-ids';

/** What both react-intl's `useIntl()` and the server's `intlFor(locale)` offer. */
export interface ListIntl {
  readonly locale: string;
  readonly messages: Readonly<Record<string, unknown>>;
  formatMessage(descriptor: { id: MessageId }): string;
}

type DisplayType = 'region' | 'language' | 'currency';
type Source = { names: DisplayType } | { area: (item: ListEntry) => string };

/** Every fixed list by name, and where its labels in other languages come from. */
const LISTS = {
  countries: { items: COUNTRIES, source: { names: 'region' } },
  languages: { items: LANGUAGES, source: { names: 'language' } },
  currencies: { items: CURRENCIES, source: { names: 'currency' } },
  continents: { items: CONTINENTS, source: { area: () => 'lists-terms.continent' } },
  languageLevels: { items: LANGUAGE_LEVELS, source: { area: () => 'lists-terms.level' } },
  rateUnits: { items: RATE_UNITS, source: { area: () => 'lists-terms.perUnit' } },
  rateUnitNames: { items: RATE_UNIT_NAMES, source: { area: () => 'lists-terms.unit' } },
  documentTypes: { items: DOCUMENT_TYPES, source: { area: () => 'lists-terms.documentType' } },
  fields: { items: FIELDS_OF_EXPERTISE, source: { area: () => 'lists-fields.field' } },
  industries: { items: INDUSTRIES, source: { area: () => 'lists-fields.industry' } },
  services: { items: TYPES_OF_SERVICE, source: { area: () => 'lists-fields.service' } },
  skills: { items: SKILLS, source: { area: (item) => skillArea(item as SkillItem) } },
} satisfies Record<string, { items: readonly ListEntry[]; source: Source }>;

export type ListName = keyof typeof LISTS;
export type ListValue<N extends ListName> = (typeof LISTS)[N]['items'][number]['value'];

/** Two areas, so no catalog passes ~150 keys: IT and business skills, engineering skills. */
const ENGINEERING_FIELDS = new Set(['embedded-systems', 'mechanical-engineering', 'electrical-engineering', 'automation-robotics', 'manufacturing-quality', 'civil-engineering']);
function skillArea(skill: SkillItem): string {
  return ENGINEERING_FIELDS.has(skill.field) ? 'lists-skills-engineering' : 'lists-skills-it';
}

/** The items of a list, for tests and for callers that show the whole list. */
export function listItems<N extends ListName>(name: N): readonly ListEntry<ListValue<N>>[] {
  return LISTS[name].items as readonly ListEntry<ListValue<N>>[];
}

/** The message id a value's label would have, or undefined for lists named by Intl. */
export function listMessageId(name: ListName, item: ListEntry): MessageId | undefined {
  const source: Source = LISTS[name].source;
  // Ids are built from the list's values; catalogs.test.ts and lists-i18n.test.ts keep them in step.
  return 'area' in source ? (`${source.area(item)}.${item.value}` as MessageId) : undefined;
}

const displayNames = new Map<string, Intl.DisplayNames>();
function displayName(locale: string, type: DisplayType, code: string): string | undefined {
  const key = `${locale}/${type}`;
  let names = displayNames.get(key);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type, fallback: 'none' });
    displayNames.set(key, names);
  }
  return names.of(code);
}

/** A name as a label standing alone: "Němčina", not "němčina". */
function capitalised(name: string, locale: string): string {
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

function labelFor(intl: ListIntl, name: ListName, item: ListEntry): string {
  const source: Source = LISTS[name].source;
  // Lists named by Intl keep an English label on every item; a message list's item has one only
  // for a proper name (list-item.ts, ListEntry).
  const ownLabel = item.label ?? item.value;
  if ('names' in source) {
    if (intl.locale === 'en') return ownLabel;
    const shown = displayName(intl.locale, source.names, item.value);
    if (!shown) return ownLabel;
    // A currency reads "EUR – euro" as the English "EUR – Euro" does.
    return source.names === 'currency' ? `${item.value} – ${shown}` : capitalised(shown, intl.locale);
  }
  const id = listMessageId(name, item);
  return id && id in intl.messages ? intl.formatMessage({ id }) : ownLabel;
}

/** Labels of one language, as `useListLabel()` gives them: pure helpers take one of these. */
export type ListLabel = (name: ListName, value: string) => string;

/** The label of a stored value in the reader's language; an unknown value is shown as itself. */
export function listLabel(intl: ListIntl, name: ListName, value: string): string {
  const item = (LISTS[name].items as readonly ListEntry[]).find((candidate) => candidate.value === value);
  return item ? labelFor(intl, name, item) : value;
}

/**
 * The items of a list (or of a part of it, e.g. one continent's countries) with labels in the
 * reader's language. Countries and languages are sorted by the language's collation ("Č" after
 * "C" in Czech), except the pinned home markets, which keep their place at the top.
 */
export function listOptions<N extends ListName>(intl: ListIntl, name: N, items: readonly ListEntry[] = LISTS[name].items): ListItem<ListValue<N>>[] {
  const labelled = items.map((item) => ({ ...item, label: labelFor(intl, name, item) }) as ListItem<ListValue<N>>);
  const pinned = PINNED[name];
  if (!pinned) return labelled;
  const collator = new Intl.Collator(intl.locale);
  const rank = (item: ListEntry) => pinned(item.value);
  return labelled
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rank(a.item) - rank(b.item) || collator.compare(a.item.label, b.item.label) || a.index - b.index)
    .map(({ item }) => item);
}

const PRIORITY_COUNTRIES: readonly string[] = PRIORITY_EUROPEAN_COUNTRIES.map((country) => country.value);
const CONTINENT_ORDER: readonly string[] = CONTINENTS.map((continent) => continent.value);
const MAIN_LANGUAGES: readonly string[] = LANGUAGES.slice(0, MAIN_LANGUAGE_COUNT).map((language) => language.value);

/** Sort groups: the pinned values one by one in list order, then each group sorted by name. */
const PINNED: Partial<Record<ListName, (value: string) => number>> = {
  countries: (value) => {
    const priority = PRIORITY_COUNTRIES.indexOf(value);
    if (priority >= 0) return priority;
    const continent = COUNTRIES.find((country) => country.value === value)?.continent ?? '';
    return PRIORITY_COUNTRIES.length + CONTINENT_ORDER.indexOf(continent);
  },
  languages: (value) => {
    const main = MAIN_LANGUAGES.indexOf(value);
    return main >= 0 ? main : MAIN_LANGUAGES.length;
  },
};
