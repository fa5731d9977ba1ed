// How an expert of the directory is described wherever they appear: the anonymised name, the
// labels of listed values, languages with levels and the availability, in plain words.
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
import { dayText } from '../../lib/day-text';

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

/** "Available now, full time" or "Available from 1 Mar 2026, 60 %". */
export function availabilityText(person: Pick<Person, 'availability'>, now: Date = new Date()): string {
  const availability = person.availability;
  if (!availability) return 'Available now';
  const from = new Date(availability.from);
  const when = from.getTime() <= now.getTime() ? 'Available now' : `Available from ${dayText(from)}`;
  const load = availability.workloadPercent >= 100 ? 'full time' : `${availability.workloadPercent} % of full time`;
  return `${when}, ${load}`;
}

/** "2019 – now" for an experience entry. */
export function periodText(from: Date, to?: Date): string {
  const year = (date: Date) => new Date(date).getUTCFullYear();
  return `${year(from)} – ${to ? year(to) : 'now'}`;
}

export function yearsText(years: number): string {
  return years === 1 ? '1 year of experience' : `${years} years of experience`;
}
