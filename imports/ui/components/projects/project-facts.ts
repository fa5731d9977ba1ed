// Words for a project's facts as cards and the detail page show them: where, how remote, when,
// how long, how much of a week, and which languages at which level, in the UI language (the
// labels of listed values come from the lists, in the same language).
import { type LanguageRequirement } from '../../../api/common/lists/schema-parts';
import type { Project } from '../../../api/projects/schema';
import type { IntlShape } from 'react-intl';
import type { ListLabel } from '../../../i18n/list-labels';
import { dayText } from '../../lib/day-text';

type Words = Pick<IntlShape, 'locale' | 'formatMessage'>;

function validDate(date: Date | undefined): date is Date {
  return date instanceof Date && !Number.isNaN(date.getTime());
}

/** 2026-03-01 → '1 Mar 2026' (dates are stored as UTC days), in English: the back office's lists. */
export function formatDate(date: Date | undefined): string | undefined {
  return validDate(date) ? dayText(date) : undefined;
}

/** A day as the public pages show it, in the UI language. */
export function dayOf(intl: Words, date: Date | undefined): string | undefined {
  return validDate(date) ? dayText(date, intl.locale) : undefined;
}

/** 'Prague, Czechia'; a project without a place but with a continent shows the continent. */
export function locationText(project: Pick<Project, 'city' | 'country' | 'continent'>, label: ListLabel): string | undefined {
  const country = project.country ? label('countries', project.country) : undefined;
  const place = [project.city, country].filter(Boolean).join(', ');
  if (place) return place;
  return project.continent ? label('continents', project.continent) : undefined;
}

export function remoteText(intl: Words, percent: number | undefined): string | undefined {
  if (percent === undefined) return undefined;
  if (percent === 100) return intl.formatMessage({ id: 'projects.facts.fullyRemote' });
  if (percent === 0) return intl.formatMessage({ id: 'projects.facts.onSiteOnly' });
  return intl.formatMessage({ id: 'projects.facts.partlyRemote' }, { percent });
}

export function startText(intl: Words, project: Pick<Project, 'startAsap' | 'startDate'>): string | undefined {
  if (project.startAsap) return intl.formatMessage({ id: 'projects.facts.asap' });
  return dayOf(intl, project.startDate);
}

export function durationText(intl: Words, project: Pick<Project, 'durationMonths' | 'extensionPossible'>): string | undefined {
  const months = project.durationMonths;
  if (months === undefined) return undefined;
  return intl.formatMessage({ id: project.extensionPossible ? 'projects.facts.monthsExtensible' : 'projects.facts.months' }, { months });
}

export function workloadText(intl: Words, percent: number | undefined): string | undefined {
  if (percent === undefined) return undefined;
  return percent === 100 ? intl.formatMessage({ id: 'projects.facts.fullTime' }) : intl.formatMessage({ id: 'projects.facts.partTime' }, { percent });
}

/** 'German, B2 or better'; a native-speaker minimum reads as such. */
export function languageRequirementText(intl: Words, { language, minLevel }: LanguageRequirement, label: ListLabel): string {
  const name = label('languages', language);
  return minLevel === 'native'
    ? intl.formatMessage({ id: 'projects.facts.languageNative' }, { language: name })
    : intl.formatMessage({ id: 'projects.facts.languageAtLeast' }, { language: name, level: label('languageLevels', minLevel) });
}
