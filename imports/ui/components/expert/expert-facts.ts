// How an expert of the directory is described wherever they appear: the anonymised name, the
// labels of listed values, languages with levels and the availability, in plain words.
import { type LanguageEntry } from '../../../api/common/lists/schema-parts';
import type { Person } from '../../../api/people/schema';
import type { ListLabel } from '../../../i18n/list-labels';
import { dayText } from '../../lib/day-text';

/** First name and last initial: "Jana N." */
export function expertName(person: Pick<Person, 'firstName' | 'lastInitial'>): string {
  return `${person.firstName} ${person.lastInitial}.`;
}

export function expertInitials(person: Pick<Person, 'firstName' | 'lastInitial'>): string {
  return `${person.firstName.charAt(0)}${person.lastInitial}`.toUpperCase();
}

/** "German (C1)"; a language outside the list by its own name. */
export function languageText(entry: LanguageEntry, label: ListLabel): string {
  const name = entry.language2 && entry.language === 'other' ? entry.language2 : label('languages', entry.language);
  const refined = entry.language2 && entry.language !== 'other' ? `${name}, ${entry.language2}` : name;
  return `${refined} (${label('languageLevels', entry.level)})`;
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
