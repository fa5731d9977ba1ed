// The public lists' list records (list-page-publication.ts) over a real WebSocket against the real
// server: the record names the list's ids in the server's order, for each caller's own list
// (visitors' rate filters are ignored, customers' apply), stays live when a write brings a
// document in, takes one out or re-orders the list, and is right even for a selector and sort on
// a field the client never receives. A page load's snapshot (server rendering) holds the
// documents in the same order.
import { Meteor } from 'meteor/meteor';
import { Random } from 'meteor/random';
import { snapshotPublication } from 'meteor/server-render';
import { beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../../../tests/helpers/wait-until';
import type { Connection } from '../../../packages/ddp-client/server';
import { People } from '../people/collection';
import { directorySelector, type PeopleFilters, peopleFindOptions } from '../people/filters';
import { projectInput } from '../projects/api.testkit';
import { Projects } from '../projects/collection';
import { openProjectsSelector, type ProjectFilters, projectFindOptions } from '../projects/filters';
import { publicProjectFields } from '../projects/schema';
import { projectFiltersSchema } from '../projects/filters-schema';
import type { ProjectInput } from '../projects/logic';
import { storeFor, subscribeLive } from './api.testkit';
import { registerPublications } from './define-publication';
import { filteredListingPublication } from './listing-publications';
import { LIST_PAGES_COLLECTION, listPageKey } from './list-pages';
import { setUpRoleSuite } from './role-suite.testkit';

const suite = setUpRoleSuite();

/** The ids in the connection's list record for `name` and `args`, once it is there. */
function recordIds(connection: Connection, name: string, args: unknown[]): string[] | undefined {
  return (storeFor(connection, LIST_PAGES_COLLECTION).docs.get(listPageKey(name, args)) as { ids?: string[] } | undefined)?.ids;
}

/** Waits until the record names `expected` (in order) and the client holds each of those documents. */
async function recordBecomes(connection: Connection, collection: string, name: string, args: unknown[], expected: string[]): Promise<void> {
  const held = storeFor(connection, collection).docs;
  await waitUntil(() => (JSON.stringify(recordIds(connection, name, args)) === JSON.stringify(expected) && expected.every((id) => held.has(id)) ? true : undefined), {
    what: `${name} record ${JSON.stringify(expected)}`,
    describe: () => recordIds(connection, name, args),
  });
}

async function openProject(overrides: Partial<ProjectInput>): Promise<string> {
  const created = (await suite.admin.connection.callAsync('projects.create', projectInput(overrides))) as { _id: string };
  await suite.admin.connection.callAsync('projects.publish', created._id);
  return created._id;
}

const serverProjectIds = async (filters: ProjectFilters) =>
  (await Projects.find(openProjectsSelector(filters), { ...projectFindOptions(filters), fields: { _id: 1 } }).fetchAsync()).map((project) => project._id);

describe('projects.open: the list record', () => {
  const word = `Zebrafish${Random.id(6)}`;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    ids.june = await openProject({ title: `${word} June`, startAsap: false, startDate: new Date('2031-06-01'), rate: { onRequest: false, min: 50, max: 70, currency: 'EUR', unit: 'hour' } });
    ids.asap = await openProject({ title: `${word} Asap`, startAsap: true, rate: { onRequest: false, min: 60, max: 90, currency: 'EUR', unit: 'hour' } });
    ids.march = await openProject({ title: `${word} March`, startAsap: false, startDate: new Date('2031-03-01'), rate: { onRequest: false, min: 90, max: 120, currency: 'EUR', unit: 'hour' } });
  });

  it('names the server’s list in its order for each sort and limit, for every role', async () => {
    const cases: ProjectFilters[] = [{ text: word }, { text: word, sort: 'start' }, { text: word, sort: 'rate' }, { text: word, sort: 'start', limit: 2 }];
    expect(await serverProjectIds({ text: word, sort: 'start' })).toEqual([ids.asap, ids.march, ids.june]);
    for (const [label, { connection }] of suite.as) {
      for (const filters of cases) {
        const live = await subscribeLive(connection, 'projects', 'projects.open', filters);
        expect(recordIds(connection, 'projects.open', [filters]), `${label} ${JSON.stringify(filters)}`).toEqual(await serverProjectIds(filters));
        live.stop();
      }
    }
  });

  it('follows writes: a project moving in, one closed, an edit re-ordering the list', async () => {
    const visitor = suite.as.get('anonymous')!.connection;
    const filters: ProjectFilters = { text: word, sort: 'start', limit: 3 };
    const args = [filters];
    const live = await subscribeLive(visitor, 'projects', 'projects.open', filters);
    await recordBecomes(visitor, 'projects', 'projects.open', args, [ids.asap, ids.march, ids.june]);
    // In: a project starting in April takes June's place at the end of the window.
    ids.april = await openProject({ title: `${word} April`, startAsap: false, startDate: new Date('2031-04-01') });
    await recordBecomes(visitor, 'projects', 'projects.open', args, [ids.asap, ids.march, ids.april]);
    // Out: closing March lets June back in.
    await suite.admin.connection.callAsync('projects.close', ids.march);
    await recordBecomes(visitor, 'projects', 'projects.open', args, [ids.asap, ids.april, ids.june]);
    // Re-ordered: June moves to January, the same three documents in another order.
    const historyBefore = storeFor(visitor, 'projects').history.filter((message) => 'msg' in message && message.msg !== 'changed').length;
    await suite.admin.connection.callAsync('projects.update', ids.june, { startDate: new Date('2031-01-01') });
    await recordBecomes(visitor, 'projects', 'projects.open', args, [ids.asap, ids.june, ids.april]);
    expect(storeFor(visitor, 'projects').history.filter((message) => 'msg' in message && message.msg !== 'changed').length).toBe(historyBefore);
    expect(recordIds(visitor, 'projects.open', args)).toEqual(await serverProjectIds(filters));
    live.stop();
    await waitUntil(() => (recordIds(visitor, 'projects.open', args) === undefined ? true : undefined), { what: 'the record removed with its subscription' });
  });

  it('a page load’s snapshot holds the documents in the record’s order', async () => {
    for (const filters of [{ text: word, sort: 'start' }, { text: word, sort: 'rate' }] satisfies ProjectFilters[]) {
      const snapshot = await snapshotPublication('projects.open', [filters]);
      expect(snapshot.collections.projects?.map((project) => project._id)).toEqual(await serverProjectIds(filters));
    }
  });
});

describe('people.directory: the list record', () => {
  const word = `Platypus${Random.id(6)}`;
  const ids: Record<string, string> = {};
  async function publishExpert(name: string, yearsOfExperience: number, amount: number): Promise<string> {
    const user = await suite.app.createUser({ roles: ['candidate'], profile: { name: { first: name, last: 'Novak' } } });
    await Meteor.users.updateAsync(
      { _id: user.userId },
      {
        $set: {
          candidateData: {
            phone: '+420 777 123 456',
            country: 'CZ',
            city: 'Brno',
            headline: `${word} consultant ${name}`,
            languages: [{ language: 'en', level: 'C1' }],
            availability: { from: new Date('2030-01-01T00:00:00Z'), workloadPercent: 100 },
            expectedRate: { amount, currency: 'EUR', unit: 'hour' },
            fieldsOfExpertise: ['sap-erp'],
            skills: ['sap-fi'],
            yearsOfExperience,
            experience: [],
          },
        },
      },
    );
    return ((await suite.admin.connection.callAsync('people.publishFromCandidate', user.userId)) as { _id: string })._id;
  }
  beforeAll(async () => {
    ids.junior = await publishExpert('Jan', 3, 50);
    ids.senior = await publishExpert('Eva', 20, 120);
    ids.mid = await publishExpert('Petr', 9, 80);
  });

  const serverIds = async (filters: PeopleFilters) => (await People.find(directorySelector(filters), { ...peopleFindOptions(filters), fields: { _id: 1 } }).fetchAsync()).map((person) => person._id);

  it('names each caller’s own list: a rate filter applies for customers and admins, not for visitors and candidates', async () => {
    const filters: PeopleFilters = { text: word, sort: 'experience', rate: { max: 90, currency: 'EUR', unit: 'hour' } };
    const { rate: _rate, ...withoutRate } = filters;
    expect(await serverIds(withoutRate)).toEqual([ids.senior, ids.mid, ids.junior]);
    const expected: Record<string, string[]> = {
      anonymous: [ids.senior, ids.mid, ids.junior],
      candidate: [ids.senior, ids.mid, ids.junior],
      customer: [ids.mid, ids.junior],
      'candidate+customer': [ids.mid, ids.junior],
      admin: [ids.mid, ids.junior],
    };
    for (const [label, { connection }] of suite.as) {
      const live = await subscribeLive(connection, 'people', 'people.directory', filters);
      expect(recordIds(connection, 'people.directory', [filters]), label).toEqual(expected[label]);
      live.stop();
    }
  });

  it('follows an edit that re-orders the directory', async () => {
    const visitor = suite.as.get('anonymous')!.connection;
    const filters: PeopleFilters = { text: word, sort: 'experience' };
    const live = await subscribeLive(visitor, 'people', 'people.directory', filters);
    await recordBecomes(visitor, 'people', 'people.directory', [filters], [ids.senior, ids.mid, ids.junior]);
    await People.updateAsync({ _id: ids.junior }, { $set: { yearsOfExperience: 30 } });
    await recordBecomes(visitor, 'people', 'people.directory', [filters], [ids.junior, ids.senior, ids.mid]);
    live.stop();
  });
});

describe('a list the client could not evaluate', () => {
  // Selected and sorted by the client's name, which no visitor ever receives: a client running
  // the selector on its copy would find nothing, and could not order what it has.
  const byClient = filteredListingPublication({
    name: 'test.projectsByClient',
    collection: Projects,
    filtersSchema: projectFiltersSchema,
    selector: (filters: ProjectFilters) => ({ status: 'open', clientName: { $regex: `^${filters.text ?? ''}` } }),
    findOptions: () => ({ sort: { clientName: -1, _id: 1 }, limit: 3 }),
    publicFields: publicProjectFields,
  });
  const prefix = `Koala${Random.id(6)}`;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    registerPublications([byClient]);
    ids.a = await openProject({ clientName: `${prefix} A bank` });
    ids.c = await openProject({ clientName: `${prefix} C insurer` });
    ids.b = await openProject({ clientName: `${prefix} B retailer` });
  });

  it('renders exactly the server’s list, live, though the documents lack the selected and sorted field', async () => {
    const visitor = suite.as.get('anonymous')!.connection;
    const filters: ProjectFilters = { text: prefix };
    const live = await subscribeLive(visitor, 'projects', byClient.name, filters);
    await recordBecomes(visitor, 'projects', byClient.name, [filters], [ids.c, ids.b, ids.a]);
    for (const id of [ids.a, ids.b, ids.c]) expect(storeFor(visitor, 'projects').docs.get(id!)).not.toHaveProperty('clientName');
    // Renaming the client moves A to the top and D in pushes B out of the window.
    await Projects.updateAsync({ _id: ids.a }, { $set: { clientName: `${prefix} Z bank` } });
    await recordBecomes(visitor, 'projects', byClient.name, [filters], [ids.a, ids.c, ids.b]);
    ids.d = await openProject({ clientName: `${prefix} D agency` });
    await recordBecomes(visitor, 'projects', byClient.name, [filters], [ids.a, ids.d, ids.c]);
    live.stop();
  });
});
