// Words for a project's facts as cards and the detail page show them: where, how remote, when,
// how long, how much of a week, and which languages at which level, in the UI language (the
// labels of listed values come from the lists).
import { CONTINENTS } from '../../../api/common/lists/continents';
import { COUNTRIES } from '../../../api/common/lists/countries';
import { FIELDS_OF_EXPERTISE } from '../../../api/common/lists/fields-of-expertise';
import { INDUSTRIES } from '../../../api/common/lists/industries';
import { LANGUAGE_LEVELS } from '../../../api/common/lists/language-levels';
import { LANGUAGES } from '../../../api/common/lists/languages';
import { labelOf } from '../../../api/common/lists/list-item';
import { type LanguageRequirement } from '../../../api/common/lists/schema-parts';
import { SKILLS } from '../../../api/common/lists/skills';
import { TYPES_OF_SERVICE } from '../../../api/common/lists/types-of-service';
import type { Project } from '../../../api/projects/schema';
import type { IntlShape } from 'react-intl';
import { dayText } from '../../lib/day-text';
import { dayIn } from '../list/day-in';

type Words = Pick<IntlShape, 'locale' | 'formatMessage' | 'formatDate'>;

function validDate(date: Date | undefined): date is Date {
  return date instanceof Date && !Number.isNaN(date.getTime());
}

/** 2026-03-01 → '1 Mar 2026' (dates are stored as UTC days), in English: the back office's lists. */
export function formatDate(date: Date | undefined): string | undefined {
  return validDate(date) ? dayText(date) : undefined;
}

/** A day as the public pages show it, in the UI language. */
export function dayOf(intl: Words, date: Date | undefined): string | undefined {
  return validDate(date) ? dayIn(intl, date) : undefined;
}

/** 'Prague, Czechia'; a project without a place but with a continent shows the continent. */
export function locationText(project: Pick<Project, 'city' | 'country' | 'continent'>): string | undefined {
  const country = project.country ? labelOf(COUNTRIES, project.country) : undefined;
  const place = [project.city, country].filter(Boolean).join(', ');
  if (place) return place;
  return project.continent ? labelOf(CONTINENTS, project.continent) : undefined;
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
export function languageRequirementText(intl: Words, { language, minLevel }: LanguageRequirement): string {
  const name = labelOf(LANGUAGES, language);
  return minLevel === 'native'
    ? intl.formatMessage({ id: 'projects.facts.languageNative' }, { language: name })
    : intl.formatMessage({ id: 'projects.facts.languageAtLeast' }, { language: name, level: labelOf(LANGUAGE_LEVELS, minLevel) });
}

export const skillLabel = (value: string): string => labelOf(SKILLS, value);
export const expertiseLabel = (value: string | undefined) => (value ? labelOf(FIELDS_OF_EXPERTISE, value) : undefined);
export const industryLabel = (value: string | undefined) => (value ? labelOf(INDUSTRIES, value) : undefined);
export const typeOfServiceLabel = (value: string | undefined) => (value ? labelOf(TYPES_OF_SERVICE, value) : undefined);
