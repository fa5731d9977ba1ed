// How an expert of the directory is described wherever they appear: the anonymised name, the
// labels of listed values, languages with levels and the availability, in plain words of the UI
// language.
import { COUNTRIES } from '../../../api/common/lists/countries';
import { FIELDS_OF_EXPERTISE } from '../../../api/common/lists/fields-of-expertise';
import { INDUSTRIES } from '../../../api/common/lists/industries';
import { LANGUAGE_LEVELS } from '../../../api/common/lists/language-levels';
import { LANGUAGES } from '../../../api/common/lists/languages';
import { labelOf } from '../../../api/common/lists/list-item';
import { type LanguageEntry } from '../../../api/common/lists/schema-parts';
import { SKILLS } from '../../../api/common/lists/skills';
import { TYPES_OF_SERVICE } from '../../../api/common/lists/types-of-service';
import type { Person } from '../../../api/people/schema';
import type { IntlShape } from 'react-intl';
import { dayIn } from '../list/day-in';

type Words = Pick<IntlShape, 'locale' | 'formatMessage' | 'formatDate'>;

/** First name and last initial: "Jana N." */
export function expertName(person: Pick<Person, 'firstName' | 'lastInitial'>): string {
  return `${person.firstName} ${person.lastInitial}.`;
}

export function expertInitials(person: Pick<Person, 'firstName' | 'lastInitial'>): string {
  return `${person.firstName.charAt(0)}${person.lastInitial}`.toUpperCase();
}

export const countryLabel = (code: string) => labelOf(COUNTRIES, code);
export const skillLabel = (value: string) => labelOf(SKILLS, value);
export const fieldLabel = (value: string) => labelOf(FIELDS_OF_EXPERTISE, value);
export const industryLabel = (value: string) => labelOf(INDUSTRIES, value);
export const serviceLabel = (value: string) => labelOf(TYPES_OF_SERVICE, value);

/** "German (C1)"; a language outside the list by its own name. */
export function languageText(entry: LanguageEntry): string {
  const name = entry.language2 && entry.language === 'other' ? entry.language2 : labelOf(LANGUAGES, entry.language);
  const refined = entry.language2 && entry.language !== 'other' ? `${name}, ${entry.language2}` : name;
  return `${refined} (${labelOf(LANGUAGE_LEVELS, entry.level)})`;
}

/** "Available now, full time" or "Available from 1 Mar 2026, 60 % of full time". */
export function availabilityText(intl: Words, person: Pick<Person, 'availability'>, now: Date = new Date()): string {
  const availability = person.availability;
  if (!availability) return intl.formatMessage({ id: 'experts.facts.availableNow' });
  const from = new Date(availability.from);
  const fullTime = availability.workloadPercent >= 100;
  const values = { percent: availability.workloadPercent, date: dayIn(intl, from) };
  if (from.getTime() <= now.getTime()) {
    return intl.formatMessage({ id: fullTime ? 'experts.facts.availableNowFullTime' : 'experts.facts.availableNowPartTime' }, values);
  }
  return intl.formatMessage({ id: fullTime ? 'experts.facts.availableFromFullTime' : 'experts.facts.availableFromPartTime' }, values);
}

/** "2019 – now" for an experience entry (years as they are, without digit grouping). */
export function periodText(intl: Words, from: Date, to?: Date): string {
  const year = (date: Date) => String(new Date(date).getUTCFullYear());
  return to ? `${year(from)} – ${year(to)}` : intl.formatMessage({ id: 'experts.facts.periodOngoing' }, { from: year(from) });
}

export function yearsText(intl: Words, years: number): string {
  return intl.formatMessage({ id: 'experts.facts.years' }, { years });
}

/** "Prague, Czechia · 12 years of experience": the line under an expert's name. */
export function placeAndExperience(intl: Words, person: Pick<Person, 'city' | 'country' | 'yearsOfExperience'>): string {
  const place = [person.city, countryLabel(person.country)].filter(Boolean).join(', ');
  return `${place} · ${yearsText(intl, person.yearsOfExperience)}`;
}
