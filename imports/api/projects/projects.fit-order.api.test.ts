// projects.open's "Best fit for you" (sort `fit`, fit-order.ts) over a real WebSocket against the
// real server: a candidate with skills X and Y gets the projects needing X and Y before one
// needing Z, ties newest first, page by page as the limit grows; anyone else (visitor, customer,
// admin, a candidate whose profile states nothing) gets the default order; a profile change
// orders the open list again (users/rights-follow.ts); a closed project leaves it; a hostile sort
// is refused with 400.
import { Meteor } from 'meteor/meteor';
import { Random } from 'meteor/random';
import { beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../../../tests/helpers/wait-until';
import type { Connection } from '../../../packages/ddp-client/server';
import type { LoggedInConnection } from '../../../tests/helpers/app-fixture';
import { failureOf, readSubscription, storeFor, subscribeLive } from '../common/api.testkit';
import { LIST_PAGES_COLLECTION, listPageKey } from '../common/list-pages';
import { setUpRoleSuite } from '../common/role-suite.testkit';
import { projectInput } from './api.testkit';
import { Projects } from './collection';
import { openProjectsSelector, type ProjectFilters, projectFindOptions } from './filters';
import type { ProjectInput } from './logic';

const suite = setUpRoleSuite();
const OPEN = 'projects.open';

function recordIds(connection: Connection, filters: ProjectFilters): string[] | undefined {
  return (storeFor(connection, LIST_PAGES_COLLECTION).docs.get(listPageKey(OPEN, [filters])) as { ids?: string[] } | undefined)?.ids;
}

/** Waits until the list record names `expected` in order and the client holds each of them. */
async function recordBecomes(connection: Connection, filters: ProjectFilters, expected: string[]): Promise<void> {
  const held = storeFor(connection, 'projects').docs;
  await waitUntil(() => (JSON.stringify(recordIds(connection, filters)) === JSON.stringify(expected) && expected.every((id) => held.has(id)) ? true : undefined), {
    what: `${OPEN} record ${JSON.stringify(expected)}`,
    describe: () => recordIds(connection, filters),
  });
}

/** The ids a subscription's list record names, read once (the client store empty again after). */
async function listed(connection: Connection, filters: ProjectFilters): Promise<string[] | undefined> {
  const live = await subscribeLive(connection, 'projects', OPEN, filters);
  const ids = recordIds(connection, filters);
  live.stop();
  await waitUntil(() => (live.store.docs.size === 0 ? true : undefined), { what: `${OPEN} documents removed after stop` });
  return ids;
}

async function openProject(overrides: Partial<ProjectInput>): Promise<string> {
  const created = (await suite.admin.connection.callAsync('projects.create', projectInput(overrides))) as { _id: string };
  await suite.admin.connection.callAsync('projects.publish', created._id);
  return created._id;
}

/** The server's default order (newest first), which `fit` is in Mongo's terms. */
const defaultOrder = async (filters: ProjectFilters) =>
  (await Projects.find(openProjectsSelector(filters), { ...projectFindOptions({ ...filters, sort: 'newest' }), fields: { _id: 1 } }).fetchAsync()).map((project) => project._id);

async function candidateWithSkills(skills: string[]): Promise<LoggedInConnection> {
  const user = await suite.app.createUser({ roles: ['candidate'], profileComplete: true });
  // The profile as the wizard's expertise step saves it (trusted set-up, as the roles).
  await Meteor.users.updateAsync({ _id: user.userId }, { $set: { 'candidateData.skills': skills } });
  return suite.app.loginAs(user);
}

describe('projects.open sorted by the candidate’s fit', () => {
  const word = `Quokka${Random.id(6)}`;
  const ids: Record<string, string> = {};
  let candidate: LoggedInConnection;
  beforeAll(async () => {
    // Published oldest first: the default order lists them the other way round.
    ids.sapOlder = await openProject({ title: `${word} SAP finance`, skills: ['sap-fi', 'sap-co'] });
    ids.sapNewer = await openProject({ title: `${word} SAP controlling`, skills: ['sap-fi', 'sap-co'] });
    ids.kubernetes = await openProject({ title: `${word} Kubernetes platform`, skills: ['kubernetes'] });
    candidate = await candidateWithSkills(['sap-fi', 'sap-co']);
  });

  it('lists the projects needing the candidate’s skills first, ties newest first', async () => {
    const newest = await defaultOrder({ text: word });
    expect(newest.at(0)).toBe(ids.kubernetes);
    const filters: ProjectFilters = { text: word, sort: 'fit' };
    const fitting = newest.filter((id) => id !== ids.kubernetes);
    expect(await listed(candidate.connection, filters)).toEqual([...fitting, ids.kubernetes]);
  });

  it('gives everyone else the default order: visitor, customer, admin, a candidate whose profile states nothing', async () => {
    const filters: ProjectFilters = { text: word, sort: 'fit' };
    const newest = await defaultOrder(filters);
    for (const label of ['anonymous', 'customer', 'admin', 'candidate']) {
      const { connection } = label === 'admin' ? suite.admin : suite.as.get(label)!;
      expect(await listed(connection, filters), label).toEqual(newest);
    }
  });

  it('keeps the order page by page as the limit grows', async () => {
    const whole = await listed(candidate.connection, { text: word, sort: 'fit' });
    for (const limit of [1, 2, 3]) {
      const filters: ProjectFilters = { text: word, sort: 'fit', limit };
      const live = await subscribeLive(candidate.connection, 'projects', OPEN, filters);
      expect(recordIds(candidate.connection, filters), `limit ${limit}`).toEqual(whole?.slice(0, limit));
      // Only the page's documents are sent, not the whole scored set.
      expect(live.docs().filter((doc) => whole?.includes(String(doc._id))).length).toBe(limit);
      live.stop();
      await waitUntil(() => (live.store.docs.size === 0 ? true : undefined), { what: 'the page’s documents removed after stop' });
    }
  });

  it('orders again when the candidate’s profile changes, and a closed project leaves the list', async () => {
    const other = await candidateWithSkills(['sap-fi', 'sap-co']);
    const filters: ProjectFilters = { text: word, sort: 'fit' };
    const newest = await defaultOrder(filters);
    const live = await subscribeLive(other.connection, 'projects', OPEN, filters);
    await recordBecomes(other.connection, filters, [...newest.filter((id) => id !== ids.kubernetes), ids.kubernetes]);
    // Now a Kubernetes expert: the Kubernetes project comes first, the SAP ones newest first.
    const userId = other.userId as string;
    await Meteor.users.updateAsync({ _id: userId }, { $set: { 'candidateData.skills': ['kubernetes'] } });
    await recordBecomes(other.connection, filters, [ids.kubernetes, ...newest.filter((id) => id !== ids.kubernetes)]);
    await suite.admin.connection.callAsync('projects.close', ids.kubernetes);
    await recordBecomes(other.connection, filters, newest.filter((id) => id !== ids.kubernetes));
    live.stop();
    other.close();
  });

  it('refuses a sort that is not one of the list’s with 400', async () => {
    for (const sort of ['Fit', 'best-fit', { $ne: null }, ['fit'], 1]) {
      expect((await failureOf(readSubscription(candidate.connection, 'projects', OPEN, { sort }))).error, JSON.stringify(sort)).toBe(400);
    }
  });
});
