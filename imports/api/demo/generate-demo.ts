// The demo data set as plain documents, generated deterministically from a seed and a day:
// the same seed and day give the same documents, so tests rely on counts and values.
import { type GeneratedProject, type GenerationRun, generateProject } from './generate-project';
import { type GeneratedPerson, generatePerson } from './generate-person';
import { createRng } from './prng';

export const DEMO_SEED = 'marketplace-demo-v1';

/** 64 open projects plus a few drafts and closed ones for the admin views; 128 published experts and a few in preparation. */
export const DEMO_COUNTS = { openProjects: 64, draftProjects: 4, closedProjects: 4, publishedPeople: 128, draftPeople: 4 } as const;

export function startOfDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export function newRun(seed: string, now: Date): GenerationRun {
  return { rng: createRng(seed), today: startOfDay(now), slugs: new Set() };
}

export interface DemoData {
  projects: GeneratedProject[];
  people: GeneratedPerson[];
}

export function generateDemoData(seed = DEMO_SEED, now = new Date()): DemoData {
  const projectRun = newRun(`${seed}:projects`, now);
  const projects: GeneratedProject[] = [];
  for (let i = 0; i < DEMO_COUNTS.openProjects; i += 1) projects.push(generateProject(projectRun, 'open'));
  for (let i = 0; i < DEMO_COUNTS.draftProjects; i += 1) projects.push(generateProject(projectRun, 'draft'));
  for (let i = 0; i < DEMO_COUNTS.closedProjects; i += 1) projects.push(generateProject(projectRun, 'closed'));
  const peopleRun = newRun(`${seed}:people`, now);
  const people: GeneratedPerson[] = [];
  for (let i = 0; i < DEMO_COUNTS.publishedPeople; i += 1) people.push(generatePerson(peopleRun, 'published'));
  for (let i = 0; i < DEMO_COUNTS.draftPeople; i += 1) people.push(generatePerson(peopleRun, 'draft'));
  return { projects, people };
}
