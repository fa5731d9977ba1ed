// One generated project: a role in a field, a home-market location, the remote/start/duration/
// workload/rate/language shapes of real postings, and a description in the form agencies use.
import { continentOfCountry, type TypeOfService } from '../common/lists';
import { listLabelIn } from '../../i18n/list-label-in';
import { slugify } from '../common/url-name';
import type { Project, ProjectStatus } from '../projects/schema';
import { daysAgo, durationMonths, pickRegion, projectLanguages, projectRate, remotePercent, start, workloadPercent } from './distributions';
import type { Rng } from './prng';
import { SENIORITY } from './roles';
import { pickRole, pickSkills, skillLabels, uniqueSlug } from './skill-picks';
import { CLIENT_NAMES, FIELD_TASKS } from './texts';

export type GeneratedProject = Omit<Project, '_id' | 'docInfo'>;

export interface GenerationRun {
  rng: Rng;
  /** Midnight UTC of the day the data is generated for; dates are relative to it. */
  today: Date;
  slugs: Set<string>;
}

const SERVICE_WEIGHTS: readonly (readonly [TypeOfService, number])[] = [
  ['freelance', 50],
  ['temporary-contracting', 15],
  ['team-augmentation', 15],
  ['project-delivery', 10],
  ['permanent-placement', 5],
  ['interim-management', 5],
];

function conditions(project: GeneratedProject, city: string): string[] {
  const startText = project.startAsap ? 'as soon as possible' : (project.startDate?.toISOString().slice(0, 10) ?? '');
  const remote = project.remotePercent === 100 ? 'fully remote' : `${project.remotePercent} % remote, otherwise on site in ${city}`;
  return [
    `- Start: ${startText}`,
    `- Duration: ${project.durationMonths} months${project.extensionPossible ? ', extension possible' : ''}`,
    `- Workload: ${project.workloadPercent} %`,
    `- Location: ${remote}`,
  ];
}

export function generateProject(run: GenerationRun, status: ProjectStatus, referenceNumber?: string): GeneratedProject {
  const { rng, today } = run;
  const role = pickRole(rng);
  const region = pickRegion(rng, 'projects');
  const city = rng.pick(region.cities);
  const seniority = rng.weighted(SENIORITY);
  const title = `${seniority ? `${seniority} ` : ''}${role.title}${region.dach && rng.chance(0.5) ? ' (m/w/d)' : ''}`;
  const skills = pickSkills(rng, role, rng.int(2, Math.min(4, role.core.length)), rng.int(1, 4));
  const industry = rng.pick(role.industries);
  const tasks = rng.sample(FIELD_TASKS[role.field], 3);
  const years = seniority === 'Junior' ? 2 : seniority === 'Lead' || seniority === 'Senior' ? rng.int(5, 8) : 3;
  const project: GeneratedProject = {
    title,
    urlName: uniqueSlug(run.slugs, slugify(`${title} ${city}`, 'project')),
    status,
    summary: `${(tasks[0] ?? 'Support the team').replace(/\.$/, '')} for a client in ${listLabelIn('en', 'industries', industry).toLowerCase()} (${city}). Key skills: ${skillLabels(skills, 4)}.`,
    city,
    country: region.country,
    continent: continentOfCountry(region.country),
    remotePercent: remotePercent(rng),
    ...start(rng, today),
    durationMonths: durationMonths(rng),
    extensionPossible: rng.chance(0.6),
    workloadPercent: workloadPercent(rng),
    rate: projectRate(rng, role.hourly, region),
    skills,
    fieldOfExpertise: role.field,
    industry,
    typeOfService: role.field === 'project-management' && rng.chance(0.3) ? 'interim-management' : rng.weighted(SERVICE_WEIGHTS),
    languages: projectLanguages(rng, region),
    clientName: rng.pick(CLIENT_NAMES),
  };
  project.description = [
    '## Your tasks',
    ...tasks.map((task) => `- ${task}`),
    '',
    '## What you bring',
    `- At least ${years} years of experience as ${role.title}`,
    `- Solid knowledge of ${skillLabels(skills, skills.length)}`,
    ...(project.languages ?? []).map((entry) => `- ${entry.language.toUpperCase()} at level ${entry.minLevel} or better`),
    '',
    '## Conditions',
    ...conditions(project, city),
  ].join('\n');
  if (status !== 'draft') {
    project.publishedAt = daysAgo(today, status === 'closed' ? rng.int(60, 180) : rng.int(0, 45));
    if (referenceNumber) project.referenceNumber = referenceNumber;
  }
  if (status === 'closed') project.closedAt = new Date((project.publishedAt as Date).getTime() + rng.int(10, 40) * 86_400_000);
  return project;
}
