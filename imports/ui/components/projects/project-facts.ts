// Words for a project's facts as cards and the detail page show them: where, how remote, when,
// how long, how much of a week, and which languages at which level. Labels come from the lists.
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
import { dayText } from '../../lib/day-text';

/** 2026-03-01 → '1 Mar 2026' (dates are stored as UTC days). */
export function formatDate(date: Date | undefined): string | undefined {
  return date instanceof Date && !Number.isNaN(date.getTime()) ? dayText(date) : undefined;
}

/** 'Prague, Czechia'; a project without a place but with a continent shows the continent. */
export function locationText(project: Pick<Project, 'city' | 'country' | 'continent'>): string | undefined {
  const country = project.country ? labelOf(COUNTRIES, project.country) : undefined;
  const place = [project.city, country].filter(Boolean).join(', ');
  if (place) return place;
  return project.continent ? labelOf(CONTINENTS, project.continent) : undefined;
}

export function remoteText(percent: number | undefined): string | undefined {
  if (percent === undefined) return undefined;
  if (percent === 100) return 'Fully remote';
  if (percent === 0) return 'On site only';
  return `${percent}% remote`;
}

export function startText(project: Pick<Project, 'startAsap' | 'startDate'>): string | undefined {
  if (project.startAsap) return 'ASAP';
  return formatDate(project.startDate);
}

export function durationText(project: Pick<Project, 'durationMonths' | 'extensionPossible'>): string | undefined {
  const months = project.durationMonths;
  if (months === undefined) return undefined;
  const text = `${months} ${months === 1 ? 'month' : 'months'}`;
  return project.extensionPossible ? `${text}, extension possible` : text;
}

export function workloadText(percent: number | undefined): string | undefined {
  if (percent === undefined) return undefined;
  return percent === 100 ? 'Full time' : `${percent}% of full time`;
}

/** 'German, B2 or better'; a native-speaker minimum reads as such. */
export function languageRequirementText({ language, minLevel }: LanguageRequirement): string {
  const name = labelOf(LANGUAGES, language);
  return minLevel === 'native' ? `${name}, native speaker` : `${name}, ${labelOf(LANGUAGE_LEVELS, minLevel)} or better`;
}

export const skillLabel = (value: string): string => labelOf(SKILLS, value);
export const expertiseLabel = (value: string | undefined) => (value ? labelOf(FIELDS_OF_EXPERTISE, value) : undefined);
export const industryLabel = (value: string | undefined) => (value ? labelOf(INDUSTRIES, value) : undefined);
export const typeOfServiceLabel = (value: string | undefined) => (value ? labelOf(TYPES_OF_SERVICE, value) : undefined);
