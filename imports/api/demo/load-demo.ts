// Loads the demo data set into a fresh database so `npm start` shows a living marketplace:
// projects and experts (each collection only when it is empty), the default NDA templates in
// English and German, and the first admin account. Every document is validated with its schema
// before insertion (collection2 validates again on insert). Reference numbers of published
// projects come from the same counter admins' publications use, so they never collide.
import { Meteor } from 'meteor/meteor';
import { ensureDefaults as ensureDefaultTemplates } from '../document-templates/logic';
import { People } from '../people/collection';
import { personSchema } from '../people/schema';
import { Projects } from '../projects/collection';
import { reserveReferenceNumbers } from '../projects/reference-numbers';
import { projectSchema } from '../projects/schema';
import { type AdminAccount, ensureAdminAccount } from './admin-account';
import { loadDemoActivity } from './demo-activity';
import { DEMO_SEED, generateDemoData } from './generate-demo';

type DemoData = ReturnType<typeof generateDemoData>;
type DemoProject = DemoData['projects'][number];

export interface DemoLoadResult {
  projects: number;
  people: number;
  templates: number;
  admin: AdminAccount | null;
  /** Whether the demo's application, conversation, contact message and invitation request were made. */
  activity: boolean;
}

/** Reference numbers for the published projects, oldest first, one counter write per year. */
async function numberPublished(ordered: readonly DemoProject[]): Promise<Map<DemoProject, string>> {
  const byYear = new Map<number, DemoProject[]>();
  for (const project of ordered) {
    if (!project.publishedAt) continue;
    const year = project.publishedAt.getUTCFullYear();
    byYear.set(year, [...(byYear.get(year) ?? []), project]);
  }
  const numbers = new Map<DemoProject, string>();
  for (const [year, projects] of byYear) {
    const reserved = await reserveReferenceNumbers(year, projects.length);
    projects.forEach((project, index) => numbers.set(project, reserved[index] as string));
  }
  return numbers;
}

// Documents are inserted concurrently: the store's group commit then makes one durable write
// for many of them (one at a time, a fresh database took ~5 s to fill, mostly waiting on fsync).
async function loadProjects(demo: () => DemoData): Promise<number> {
  if ((await Projects.find({}, { limit: 1 }).countAsync()) > 0) return 0;
  // Oldest first, so reference numbers grow with the publication date.
  const ordered = [...demo().projects].sort((a, b) => (a.publishedAt?.getTime() ?? Infinity) - (b.publishedAt?.getTime() ?? Infinity));
  const numbers = await numberPublished(ordered);
  const docs = ordered.map((project) => ({ ...project, ...(numbers.has(project) ? { referenceNumber: numbers.get(project) } : {}) }));
  for (const doc of docs) projectSchema.validate(doc);
  await Promise.all(docs.map((doc) => Projects.insertAsync(doc)));
  return docs.length;
}

async function loadPeople(demo: () => DemoData): Promise<number> {
  if ((await People.find({}, { limit: 1 }).countAsync()) > 0) return 0;
  const { people } = demo();
  for (const person of people) personSchema.validate(person);
  await Promise.all(people.map((person) => People.insertAsync(person)));
  return people.length;
}

export async function loadDemoData(log: (line: string) => void, options: { seed?: string; now?: Date; adminEmail?: string } = {}): Promise<DemoLoadResult> {
  // Generated only for an empty collection: on a database with content it was start-up time for
  // nothing, before the first page (0.2–0.5 s).
  let data: DemoData | undefined;
  const demo = () => (data ??= generateDemoData(options.seed ?? DEMO_SEED, options.now ?? new Date()));
  const projects = await loadProjects(demo);
  const people = await loadPeople(demo);
  const templates = await ensureDefaultTemplates();
  const admin = await ensureAdminAccount(log, options.adminEmail);
  // A first start: a little activity, so the admin's bell (the one ADMIN_PASSWORD made, or the
  // demo's) and a conversation show how they work.
  const adminId = admin?.userId ?? (await Meteor.users.findOneAsync({ roles: 'admin', deletedAt: { $exists: false } }, { fields: { _id: 1 } }))?._id;
  const activity = adminId !== undefined && projects > 0 && (await loadDemoActivity(adminId));
  return { projects, people, templates, admin, activity };
}
