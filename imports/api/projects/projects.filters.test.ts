// projects.open, projects.count and projects.openCount filters over the wire: each filter
// narrows the list to exactly the projects it should, text is searched as words (regex
// characters and operators cannot inject), sorting, live updates and live counts, and the "load
// more" limit that grows and is capped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppFixture, type LoggedInConnection, startAppFixture } from '../../../tests/helpers/app-fixture';
import { waitUntil } from '../../../tests/helpers/wait-until';
import { type LiveSubscription, readSubscription, subscribeLive } from '../common/api.testkit';
import { liveCountKey } from '../common/live-counts';
import { projectInput } from './api.testkit';
import { Projects } from './collection';
import type { ProjectFilters } from './filters';
import type { ProjectInput } from './logic';

let app: AppFixture;
let admin: LoggedInConnection;
let visitor: LoggedInConnection;
const ids: Record<string, string> = {};

const FIXTURES: Record<string, Partial<ProjectInput>> = {
  A: { title: 'Java backend in Prague', summary: 'Payments.', skills: ['java', 'spring-boot'], country: 'CZ', remotePercent: 60, languages: [{ language: 'en', minLevel: 'B2' }] },
  B: {
    title: 'C++ embedded engineer',
    summary: 'Body-control modules.',
    skills: ['cpp', 'embedded-cpp'],
    country: 'DE',
    remotePercent: 20,
    languages: [{ language: 'de', minLevel: 'C1' }],
    rate: { onRequest: false, min: 90, max: 110, currency: 'EUR', unit: 'hour' },
    startAsap: undefined,
    startDate: new Date('2030-03-01T00:00:00Z'),
  },
  C: {
    title: 'SAP FI/CO consultant',
    summary: 'Finance workstream of an S/4HANA migration.',
    skills: ['sap-fi', 'sap-co'],
    country: 'HU',
    remotePercent: 100,
    languages: [{ language: 'de', minLevel: 'B2' }, { language: 'en', minLevel: 'C1' }],
    rate: { onRequest: true },
    startAsap: undefined,
    startDate: new Date('2030-01-01T00:00:00Z'),
  },
  D: {
    title: 'React (TypeScript) front-end',
    summary: 'Customer portal.',
    skills: ['react', 'typescript'],
    country: 'US',
    remotePercent: 80,
    languages: [{ language: 'en', minLevel: 'B1' }],
    rate: { onRequest: false, min: 600, max: 800, currency: 'EUR', unit: 'day' },
    startAsap: undefined,
    startDate: new Date('2030-02-01T00:00:00Z'),
  },
  E: {
    title: 'Worldwide data engineer',
    summary: 'Lakehouse pipelines.',
    skills: ['java', 'python'],
    country: undefined,
    city: undefined,
    continent: 'WORLD',
    remotePercent: 100,
    languages: [],
    rate: { onRequest: false, min: 100, currency: 'EUR', unit: 'hour' },
  },
};

function fixture(key: string): ProjectInput {
  const input: Record<string, unknown> = { ...projectInput(), ...FIXTURES[key] };
  for (const [field, value] of Object.entries(input)) if (value === undefined) delete input[field];
  return input as unknown as ProjectInput;
}

async function listed(filters: ProjectFilters): Promise<string[]> {
  const docs = await readSubscription(visitor.connection, 'projects', 'projects.open', filters);
  const names = Object.fromEntries(Object.entries(ids).map(([key, id]) => [id, key]));
  return docs.map((doc) => names[doc._id as string] ?? 'other');
}

/**
 * The server's order, read through the limit: DDP sends documents unordered (clients sort), so
 * the order shows in which documents a window of 1, 2, 3… holds.
 */
async function orderOf(filters: ProjectFilters, count: number): Promise<string[]> {
  const order: string[] = [];
  for (let limit = 1; limit <= count; limit += 1) {
    const window = await listed({ ...filters, limit });
    const added = window.filter((key) => !order.includes(key));
    expect(added, `window of ${limit}`).toHaveLength(1);
    order.push(added[0]!);
  }
  return order;
}

async function listedSorted(filters: ProjectFilters): Promise<string[]> {
  return (await listed(filters)).sort();
}

beforeAll(async () => {
  app = await startAppFixture();
  admin = await app.connectAs(['admin']);
  visitor = await app.connectAs(null);
  let day = 1;
  for (const key of Object.keys(FIXTURES)) {
    const { _id } = (await admin.connection.callAsync('projects.create', fixture(key))) as { _id: string };
    await admin.connection.callAsync('projects.publish', _id);
    // Fixed publication dates, so "newest" has one right answer.
    await Projects.updateAsync({ _id }, { $set: { publishedAt: new Date(Date.UTC(2026, 0, day)) } });
    ids[key] = _id;
    day += 1;
  }
  const draft = (await admin.connection.callAsync('projects.create', fixture('A'))) as { _id: string };
  ids.draft = draft._id;
  const closed = (await admin.connection.callAsync('projects.create', fixture('A'))) as { _id: string };
  await admin.connection.callAsync('projects.publish', closed._id);
  await admin.connection.callAsync('projects.close', closed._id);
  ids.closed = closed._id;
});

afterAll(async () => {
  visitor?.close();
  admin?.close();
  await app?.stop();
});

describe('projects.open filters', () => {
  it('without filters lists every open project, newest first (no drafts, nothing closed)', async () => {
    expect(await orderOf({}, 5)).toEqual(['E', 'D', 'C', 'B', 'A']);
    const noParams = await readSubscription(visitor.connection, 'projects', 'projects.open');
    expect(noParams).toHaveLength(5);
  });

  it('text: every word, in any order, over title, summary, skill names and city; small typos forgiven', async () => {
    expect(await listedSorted({ text: 'JAVA' })).toEqual(['A', 'E']);
    expect(await listedSorted({ text: 'backend' })).toEqual(['A']);
    expect(await listedSorted({ text: 'prague java' })).toEqual(['A']);
    expect(await listedSorted({ text: 'java PRAGUE' })).toEqual(['A']);
    expect(await listedSorted({ text: 'typescirpt' })).toEqual(['D']);
    expect(await listedSorted({ text: 'embeded' })).toEqual(['B']);
    expect(await listedSorted({ text: 'lakehouse' })).toEqual(['E']);
    expect(await listedSorted({ text: 'python' })).toEqual(['E']);
    expect(await listedSorted({ text: 'nothing like this' })).toEqual([]);
  });

  it('text: regex characters are searched literally and cannot inject or hang', async () => {
    expect(await listedSorted({ text: 'C++' })).toEqual(['B']);
    expect(await listedSorted({ text: '(TypeScript)' })).toEqual(['D']);
    expect(await listedSorted({ text: 'FI/CO' })).toEqual(['C']);
    // Signs are not operators: a text is searched as its words alone.
    for (const text of ['.*', '^', '$', '\\', '{"$ne": null}', '$where']) {
      expect(await listed({ text }), text).toEqual([]);
    }
    expect(await listedSorted({ text: '(a+)+$' })).toEqual(await listedSorted({ text: 'a' }));
    // A character range would match every project; the signs leave the word "s z", which no
    // project holds as written (the plain words s and z would also bring skills named with them).
    expect(await listed({ text: '[s-z]' })).toEqual([]);
    expect(await listed({ text: `${'a'.repeat(99)}!` })).toEqual([]);
  });

  it('skills: projects needing all of them', async () => {
    expect(await listedSorted({ skills: ['java'] })).toEqual(['A', 'E']);
    expect(await listedSorted({ skills: ['java', 'spring-boot'] })).toEqual(['A']);
    expect(await listedSorted({ skills: ['java', 'cpp'] })).toEqual([]);
  });

  it('country and continent', async () => {
    expect(await listedSorted({ country: 'DE' })).toEqual(['B']);
    expect(await listedSorted({ continent: 'EURO' })).toEqual(['A', 'B', 'C']);
    expect(await listedSorted({ continent: 'NOAM' })).toEqual(['D']);
    expect(await listedSorted({ continent: 'WORLD' })).toEqual(['E']);
    expect(await listedSorted({ country: 'DE', continent: 'EURO' })).toEqual(['B']);
  });

  it('a country named in the text, in any UI language, is where the project is', async () => {
    for (const text of ['Germany', 'Německo', 'Nemecko']) expect(await listedSorted({ text }), text).toEqual(['B']);
    expect(await listedSorted({ text: 'Magyarország SAP' })).toEqual(['C']);
    expect(await listedSorted({ text: 'java Tschechien' })).toEqual(['A']);
    expect(await listedSorted({ text: 'java Ungarn' })).toEqual([]);
  });

  it('remote: a minimum remote share', async () => {
    expect(await listedSorted({ remote: 80 })).toEqual(['C', 'D', 'E']);
    expect(await listedSorted({ remote: 0 })).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('language with the level the user speaks: projects whose minimum that level meets', async () => {
    expect(await listedSorted({ language: 'de' })).toEqual(['B', 'C']);
    expect(await listedSorted({ language: 'de', languageLevel: 'B2' })).toEqual(['C']);
    expect(await listedSorted({ language: 'de', languageLevel: 'native' })).toEqual(['B', 'C']);
    expect(await listedSorted({ language: 'en', languageLevel: 'B1' })).toEqual(['D']);
    expect(await listedSorted({ language: 'en', languageLevel: 'C2' })).toEqual(['A', 'C', 'D']);
    expect(await listedSorted({ language: 'de', languageLevel: 'A1' })).toEqual([]);
  });

  it('rate: ranges overlapping the wanted range in the same currency and unit, never "on request"', async () => {
    expect(await listedSorted({ rate: { min: 95, max: 120, currency: 'EUR', unit: 'hour' } })).toEqual(['A', 'B', 'E']);
    expect(await listedSorted({ rate: { max: 85, currency: 'EUR', unit: 'hour' } })).toEqual(['A']);
    expect(await listedSorted({ rate: { min: 105, currency: 'EUR', unit: 'hour' } })).toEqual(['B', 'E']);
    expect(await listedSorted({ rate: { min: 700, currency: 'EUR', unit: 'day' } })).toEqual(['D']);
    expect(await listedSorted({ rate: { min: 1, currency: 'CZK', unit: 'hour' } })).toEqual([]);
  });

  it('combines filters (all must hold)', async () => {
    expect(await listedSorted({ skills: ['java'], continent: 'EURO' })).toEqual(['A']);
    expect(await listedSorted({ text: 'engineer', remote: 100 })).toEqual(['E']);
  });

  it('sorts by start (ASAP first, then earliest date) and by rate (highest first)', async () => {
    const byStart = await orderOf({ sort: 'start' }, 5);
    expect(byStart.slice(0, 2).sort()).toEqual(['A', 'E']);
    expect(byStart.slice(2)).toEqual(['C', 'D', 'B']);
    expect(await orderOf({ sort: 'rate' }, 5)).toEqual(['D', 'B', 'A', 'E', 'C']);
  });

  it('sorts by relevance while a text is searched (a title match first), else by the default order', async () => {
    // A has Java in its title and skills, E in its skills only; newest first would put E first.
    expect(await orderOf({ text: 'java', sort: 'relevance' }, 2)).toEqual(['A', 'E']);
    expect(await orderOf({ text: 'java' }, 2)).toEqual(['E', 'A']);
    expect(await orderOf({ sort: 'relevance' }, 5)).toEqual(['E', 'D', 'C', 'B', 'A']);
  });

  it('projects.count answers the number the same filters list, for anyone', async () => {
    const filters: ProjectFilters[] = [{}, { text: 'java' }, { continent: 'EURO' }, { language: 'de', languageLevel: 'C1' }, { rate: { min: 95, currency: 'EUR', unit: 'hour' } }];
    for (const filter of filters) {
      expect(await visitor.connection.callAsync('projects.count', filter), JSON.stringify(filter)).toBe((await listed(filter)).length);
    }
    expect(await visitor.connection.callAsync('projects.count')).toBe(5);
  });

  it('projects.openCount: the count of projects.count, live while a project is published and closed', async () => {
    const all = await subscribeLive(visitor.connection, 'counts', 'projects.openCount', {});
    const java = await subscribeLive(visitor.connection, 'counts', 'projects.openCount', { text: 'java' });
    // Both records arrive in the connection's one `counts` store, each under its own key.
    const counted = (live: LiveSubscription) => live.docs().find((doc) => doc._id === liveCountKey('projects.openCount', [live === all ? {} : { text: 'java' }]))?.count;
    expect(counted(all)).toBe(await visitor.connection.callAsync('projects.count', {}));
    expect(counted(java)).toBe(await visitor.connection.callAsync('projects.count', { text: 'java' }));
    const before = { all: counted(all) as number, java: counted(java) as number };
    const { _id } = (await admin.connection.callAsync('projects.create', projectInput({ title: 'Counted arrival' }))) as { _id: string };
    await admin.connection.callAsync('projects.publish', _id);
    await waitUntil(() => (counted(all) === before.all + 1 ? true : undefined), { what: 'the count to grow', describe: () => all.docs() });
    await admin.connection.callAsync('projects.close', _id);
    await waitUntil(() => (counted(all) === before.all ? true : undefined), { what: 'the count to shrink', describe: () => all.docs() });
    expect(counted(java)).toBe(before.java);
    all.stop();
    java.stop();
  });

  it('live: a project published or closed meanwhile appears in and leaves an open subscription', async () => {
    const live = await subscribeLive(visitor.connection, 'projects', 'projects.open', { text: 'Live arrival' });
    expect(live.docs()).toEqual([]);
    const { _id } = (await admin.connection.callAsync('projects.create', projectInput({ title: 'Live arrival' }))) as { _id: string };
    await admin.connection.callAsync('projects.publish', _id);
    await waitUntil(() => (live.docs().some((doc) => doc._id === _id) ? true : undefined), { what: 'published project to arrive' });
    await admin.connection.callAsync('projects.close', _id);
    await waitUntil(() => (live.docs().length === 0 ? true : undefined), { what: 'closed project to leave' });
    live.stop();
  });
});

describe('projects.open limit', () => {
  beforeAll(async () => {
    const now = new Date();
    for (let index = 0; index < 510; index += 1) {
      await Projects.insertAsync({ ...projectInput({ title: `Bulk project ${index}` }), urlName: `bulk-project-${index}`, status: 'open', publishedAt: now });
    }
  });

  it('sends one page by default, grows with "load more" and is capped at 500', async () => {
    expect(await listed({ text: 'Bulk project' })).toHaveLength(20);
    expect(await listed({ text: 'Bulk project', limit: 40 })).toHaveLength(40);
    expect(await listed({ text: 'Bulk project', limit: 60 })).toHaveLength(60);
    expect(await listed({ text: 'Bulk project', limit: 520 })).toHaveLength(500);
    expect(await listed({ text: 'Bulk project', limit: 100_000 })).toHaveLength(500);
    expect(await visitor.connection.callAsync('projects.count', { text: 'Bulk project' })).toBe(510);
  });
});
