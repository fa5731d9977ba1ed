// How an expert of the directory is described wherever they appear: the anonymised name, the
// labels of listed values, languages with levels and the availability, in plain words of the UI
// language.
import { type LanguageEntry } from '../../../api/common/lists/schema-parts';
import type { Person } from '../../../api/people/schema';
import type { IntlShape } from 'react-intl';
import type { ListLabel } from '../../../i18n/list-labels';
import { dayText } from '../../lib/day-text';

type Words = Pick<IntlShape, 'locale' | 'formatMessage'>;

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

/**
 * "Available now, full time", "Available from 1 Mar 2026, 60 % of full time", or "Not available at
 * present" for someone who said so without naming a date ahead (a date ahead says it already).
 */
export function availabilityText(intl: Words, person: Pick<Person, 'availability'>, now: Date = new Date()): string {
  const availability = person.availability;
  if (!availability) return intl.formatMessage({ id: 'experts.facts.availableNow' });
  const from = new Date(availability.from);
  const fullTime = availability.workloadPercent >= 100;
  const values = { percent: availability.workloadPercent, date: dayText(from, intl.locale) };
  if (from.getTime() <= now.getTime()) {
    if (availability.status === 'not') return intl.formatMessage({ id: 'availabilityBadge.notAvailable' });
    return intl.formatMessage({ id: fullTime ? 'experts.facts.availableNowFullTime' : 'experts.facts.availableNowPartTime' }, values);
  }
  return intl.formatMessage({ id: fullTime ? 'experts.facts.availableFromFullTime' : 'experts.facts.availableFromPartTime' }, values);
}

/** "Not available 1 Apr 2026 – 14 Apr 2026" for each blocked period not over yet. */
export function blockedPeriodTexts(intl: Words, availability: Person['availability'], now: Date = new Date()): string[] {
  return (availability?.blocked ?? [])
    .filter((period) => new Date(period.to).getTime() >= now.getTime() - 24 * 60 * 60 * 1000)
    .map((period) => intl.formatMessage({ id: 'availabilityBadge.blocked' }, { from: dayText(new Date(period.from), intl.locale), to: dayText(new Date(period.to), intl.locale) }));
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
export function placeAndExperience(intl: Words, label: ListLabel, person: Pick<Person, 'city' | 'country' | 'yearsOfExperience'>): string {
  const place = [person.city, label('countries', person.country)].filter(Boolean).join(', ');
  return `${place} · ${yearsText(intl, person.yearsOfExperience)}`;
}
