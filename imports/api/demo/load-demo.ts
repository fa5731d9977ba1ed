// Loads the demo data set into a fresh database so `npm start` shows a living marketplace:
// projects and experts (each collection only when it is empty), the default NDA templates in
// English and German, and the first admin account. Every document is validated with its schema
// before insertion (collection2 validates again on insert). Reference numbers of published
// projects come from the same counter admins' publications use, so they never collide.
import { ensureDefaults as ensureDefaultTemplates } from '../document-templates/logic';
import { People } from '../people/collection';
import { personSchema } from '../people/schema';
import { Projects } from '../projects/collection';
import { nextReferenceNumber } from '../projects/reference-numbers';
import { projectSchema } from '../projects/schema';
import { type AdminAccount, ensureAdminAccount } from './admin-account';
import { DEMO_SEED, generateDemoData } from './generate-demo';

export interface DemoLoadResult {
  projects: number;
  people: number;
  templates: number;
  admin: AdminAccount | null;
}

async function loadProjects(projects: ReturnType<typeof generateDemoData>['projects']): Promise<number> {
  if ((await Projects.find({}, { limit: 1 }).countAsync()) > 0) return 0;
  // Oldest first, so reference numbers grow with the publication date.
  const ordered = [...projects].sort((a, b) => (a.publishedAt?.getTime() ?? Infinity) - (b.publishedAt?.getTime() ?? Infinity));
  for (const project of ordered) {
    const doc = { ...project };
    if (doc.publishedAt) doc.referenceNumber = await nextReferenceNumber(doc.publishedAt.getUTCFullYear());
    projectSchema.validate(doc);
    await Projects.insertAsync(doc);
  }
  return ordered.length;
}

async function loadPeople(people: ReturnType<typeof generateDemoData>['people']): Promise<number> {
  if ((await People.find({}, { limit: 1 }).countAsync()) > 0) return 0;
  for (const person of people) {
    personSchema.validate(person);
    await People.insertAsync(person);
  }
  return people.length;
}

export async function loadDemoData(log: (line: string) => void, options: { seed?: string; now?: Date } = {}): Promise<DemoLoadResult> {
  const data = generateDemoData(options.seed ?? DEMO_SEED, options.now ?? new Date());
  const projects = await loadProjects(data.projects);
  const people = await loadPeople(data.people);
  const templates = await ensureDefaultTemplates();
  const admin = await ensureAdminAccount(log);
  return { projects, people, templates, admin };
}
