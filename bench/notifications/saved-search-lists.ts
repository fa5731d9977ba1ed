// What notify.savedSearches seeds for each list, through the app's own functions: the searchers'
// accounts (five searches each, mails on, the six UI languages in turn), their saved searches as
// the list stores them, and the documents whose publication queues the matching passes. A
// project is published by the logic projects.publish runs (which queues its pass in the same
// write); an expert entry by the body of people.publishFromCandidate (the entry from the
// candidate's account, then its pass queued), as an admin would call it.
import { Meteor } from 'meteor/meteor';
import { Random } from 'meteor/random';
import { LOCALES } from '../../imports/i18n/locales';
import type { MethodContext } from '../../imports/api/common/define-method';
import { newRun } from '../../imports/api/demo/generate-demo';
import { publishFromCandidateMethod } from '../../imports/api/people/methods';
import { projectInput } from '../../imports/api/projects/api.testkit';
import { createProject, publishProject } from '../../imports/api/projects/logic';
import { SavedSearches } from '../../imports/api/saved-searches/collection';
import { expertSearchQueryOf, searchQueryOf } from '../../imports/api/saved-searches/logic';
import type { MatchList } from '../../imports/api/saved-searches/match-queue';
import type { SavedSearch } from '../../imports/api/saved-searches/schema';
import type { PersonInput } from '../../imports/api/people/input-schema';
import {
  benchCandidate,
  expertSearchFilters,
  frequencyOf,
  lcg,
  pick,
  PROJECT_COUNTRIES,
  PROJECT_SKILLS,
  PROJECT_WORDS,
  projectSearchFilters,
  TIME_ZONES,
} from './search-mixes';

export const SEARCHES_PER_PERSON = 5;
const INSERTS_IN_FLIGHT = 500;

export interface SeedCounts {
  searches: number;
  /** Documents published now: their passes wait in the match queue. */
  burst: number;
  /** Documents made ready now and published one at a time later (`publishSingle`). */
  singles: number;
}

export interface SeededList {
  users: number;
  /** Publishes the next single document; its pass is queued with it. */
  publishSingle(): Promise<void>;
}

type NewSearch = Omit<SavedSearch, '_id'>;

async function insertAll<T>(docs: readonly T[], insert: (doc: T) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < docs.length; start += INSERTS_IN_FLIGHT) await Promise.all(docs.slice(start, start + INSERTS_IN_FLIGHT).map(insert));
}

/** The searchers: roles of the list's users, a confirmed address each, mails on. */
async function insertSearchers(count: number, role: 'candidate' | 'customer'): Promise<string[]> {
  const users = Array.from({ length: count }, (_, index) => ({
    _id: Random.id(),
    createdAt: new Date(),
    emails: [{ address: `searcher-${index}@bench.example`, verified: true }],
    profile: { name: { first: `Searcher${index}`, last: 'Bench' }, language: LOCALES[index % LOCALES.length] },
    roles: [role],
  }));
  await insertAll(users, (user) => Meteor.users.insertAsync(user));
  return users.map((user) => user._id);
}

async function seedProjects(counts: SeedCounts): Promise<SeededList> {
  // One generator for searches and projects, in the order the bench always drew them.
  const next = lcg(42);
  const userIds = await insertSearchers(Math.ceil(counts.searches / SEARCHES_PER_PERSON), 'candidate');
  const searches: NewSearch[] = Array.from({ length: counts.searches }, (_, index) => {
    const filters = projectSearchFilters(next);
    return { userId: userIds[index % userIds.length]!, name: `Search ${index}`, filters: filters as Record<string, unknown>, query: searchQueryOf(filters), frequency: frequencyOf(next()), active: true, timeZone: pick(next, TIME_ZONES), createdAt: new Date() };
  });
  await insertAll(searches, (search) => SavedSearches.insertAsync(search));
  const create = async (prefix: string, index: number) => {
    const input = projectInput({
      title: `${prefix} ${pick(next, PROJECT_WORDS)} ${pick(next, PROJECT_WORDS)} ${index}`,
      country: pick(next, PROJECT_COUNTRIES),
      remotePercent: pick(next, [0, 20, 50, 80, 100]),
      skills: [pick(next, PROJECT_SKILLS), pick(next, PROJECT_SKILLS)].filter((skill, at, all) => all.indexOf(skill) === at),
    });
    return (await createProject(input, 'bench-admin'))._id;
  };
  for (let index = 0; index < counts.burst; index += 1) await publishProject(await create('Burst', index), 'bench-admin');
  const singles: string[] = [];
  for (let index = 0; index < counts.singles; index += 1) singles.push(await create('Single', index));
  return {
    users: userIds.length,
    async publishSingle() {
      const projectId = singles.shift();
      if (!projectId) throw new Error('no single project left to publish');
      await publishProject(projectId, 'bench-admin');
    },
  };
}

/** people.publishFromCandidate as the admin calls it (its body: arguments and access were checked). */
const adminCall: MethodContext = { userId: 'benchAdmin000000', user: null, connection: null, invocation: { setUserId: () => undefined, unblock: () => undefined } };

async function seedExperts(counts: SeedCounts): Promise<SeededList> {
  const run = newRun('notify.savedSearches experts', new Date());
  const userIds = await insertSearchers(Math.ceil(counts.searches / SEARCHES_PER_PERSON), 'customer');
  const searches: NewSearch[] = Array.from({ length: counts.searches }, (_, index) => {
    const filters = expertSearchFilters(run.rng, run.today);
    return { userId: userIds[index % userIds.length]!, name: `Experts ${index}`, list: 'experts' as const, filters: filters as Record<string, unknown>, query: expertSearchQueryOf(filters), frequency: frequencyOf(run.rng.next()), active: true, timeZone: run.rng.pick(TIME_ZONES), createdAt: new Date() };
  });
  await insertAll(searches, (search) => SavedSearches.insertAsync(search));
  const candidates = Array.from({ length: counts.burst + counts.singles }, (_, index) => {
    const { profile, candidateData, overrides } = benchCandidate(run);
    const user = { _id: Random.id(), createdAt: new Date(), emails: [{ address: `candidate-${index}@bench.example`, verified: true }], profile, roles: ['candidate'], candidateData };
    return { user, overrides };
  });
  await insertAll(candidates, ({ user }) => Meteor.users.insertAsync(user));
  const publish = (candidate: { user: { _id: string }; overrides: PersonInput }) => publishFromCandidateMethod.run.call(adminCall, candidate.user._id, candidate.overrides);
  for (const candidate of candidates.slice(0, counts.burst)) await publish(candidate);
  const singles = candidates.slice(counts.burst);
  return {
    users: userIds.length,
    async publishSingle() {
      const candidate = singles.shift();
      if (!candidate) throw new Error('no single candidate left to publish');
      await publish(candidate);
    },
  };
}

export function seedList(list: MatchList, counts: SeedCounts): Promise<SeededList> {
  return list === 'experts' ? seedExperts(counts) : seedProjects(counts);
}
