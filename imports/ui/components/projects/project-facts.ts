// Words for a project's facts as cards and the detail page show them: where, how remote, when,
// how long, how much of a week, and which languages at which level. Labels come from the lists.
import { type LanguageRequirement } from '../../../api/common/lists/schema-parts';
import type { Project } from '../../../api/projects/schema';
import type { ListLabel } from '../../../i18n/list-labels';
import { dayText } from '../../lib/day-text';

/** 2026-03-01 → '1 Mar 2026' (dates are stored as UTC days). */
export function formatDate(date: Date | undefined): string | undefined {
  return date instanceof Date && !Number.isNaN(date.getTime()) ? dayText(date) : undefined;
}

/** 'Prague, Czechia'; a project without a place but with a continent shows the continent. */
export function locationText(project: Pick<Project, 'city' | 'country' | 'continent'>, label: ListLabel): string | undefined {
  const country = project.country ? label('countries', project.country) : undefined;
  const place = [project.city, country].filter(Boolean).join(', ');
  if (place) return place;
  return project.continent ? label('continents', project.continent) : undefined;
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
export function languageRequirementText({ language, minLevel }: LanguageRequirement, label: ListLabel): string {
  const name = label('languages', language);
  return minLevel === 'native' ? `${name}, native speaker` : `${name}, ${label('languageLevels', minLevel)} or better`;
}
