// people.directory, people.count and people.directoryCount filters over the wire: each filter
// narrows the directory to exactly the experts it should, text is searched as words, sorting, the live
// count and the growing limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppFixture, type LoggedInConnection, startAppFixture } from '../../../tests/helpers/app-fixture';
import { waitUntil } from '../../../tests/helpers/wait-until';
import { readSubscription, subscribeLive } from '../common/api.testkit';
import { People } from './collection';
import type { PeopleFilters } from './filters';
import type { Person } from './schema';

let app: AppFixture;
let visitor: LoggedInConnection;
/** Rate filters apply for those who see rates (people-rates.api.test.ts). */
let customer: LoggedInConnection;
const ids: Record<string, string> = {};

const BASE: Pick<Person, 'lastInitial' | 'fieldsOfExpertise' | 'status'> = { lastInitial: 'K', fieldsOfExpertise: ['software-development'], status: 'published' };

const ENTRIES: Record<string, Omit<Person, '_id'>> = {
  P1: {
    ...BASE,
    firstName: 'Jana',
    headline: 'Java architect',
    urlName: 'jana-k-java-architect',
    skills: ['java', 'spring-boot'],
    country: 'CZ',
    continent: 'EURO',
    languages: [{ language: 'de', level: 'C1' }, { language: 'en', level: 'B2' }],
    availability: { from: new Date('2030-01-01T00:00:00Z'), workloadPercent: 100 },
    rate: { amount: 90, currency: 'EUR', unit: 'hour' },
    yearsOfExperience: 15,
    publishedAt: new Date('2026-01-01T00:00:00Z'),
  },
  P2: {
    ...BASE,
    firstName: 'Lukas',
    headline: 'C++ embedded developer',
    urlName: 'lukas-k-cpp-embedded-developer',
    skills: ['cpp'],
    country: 'DE',
    continent: 'EURO',
    languages: [{ language: 'de', level: 'native' }],
    rate: { amount: 70, currency: 'EUR', unit: 'hour' },
    yearsOfExperience: 8,
    publishedAt: new Date('2026-01-02T00:00:00Z'),
  },
  P3: {
    ...BASE,
    firstName: 'Mia',
    headline: 'React engineer',
    summary: 'TypeScript (strict) front-ends for banks.',
    urlName: 'mia-k-react-engineer',
    skills: ['react', 'typescript'],
    country: 'US',
    continent: 'NOAM',
    languages: [{ language: 'en', level: 'native' }],
    availability: { from: new Date('2031-01-01T00:00:00Z'), workloadPercent: 50 },
    yearsOfExperience: 5,
    publishedAt: new Date('2026-01-03T00:00:00Z'),
  },
  hidden: {
    ...BASE,
    firstName: 'Hidden',
    headline: 'Java architect (unpublished)',
    urlName: 'hidden-k-java',
    skills: ['java'],
    country: 'CZ',
    continent: 'EURO',
    languages: [{ language: 'de', level: 'native' }],
    yearsOfExperience: 30,
    status: 'unpublished',
  },
};

async function listed(filters: PeopleFilters, as: LoggedInConnection = visitor): Promise<string[]> {
  const docs = await readSubscription(as.connection, 'people', 'people.directory', filters);
  const names = Object.fromEntries(Object.entries(ids).map(([key, id]) => [id, key]));
  return docs.map((doc) => names[doc._id as string] ?? 'other').sort();
}

/** The server's order, read through growing limit windows (DDP itself is unordered). */
async function orderOf(filters: PeopleFilters, count: number): Promise<string[]> {
  const order: string[] = [];
  for (let limit = 1; limit <= count; limit += 1) {
    const added = (await listed({ ...filters, limit })).filter((key) => !order.includes(key));
    expect(added).toHaveLength(1);
    order.push(added[0]!);
  }
  return order;
}

beforeAll(async () => {
  app = await startAppFixture();
  visitor = await app.connectAs(null);
  customer = await app.connectAs(['customer']);
  for (const [key, entry] of Object.entries(ENTRIES)) ids[key] = await People.insertAsync(entry);
});

afterAll(async () => {
  visitor?.close();
  customer?.close();
  await app?.stop();
});

describe('people.directory filters', () => {
  it('lists published experts only, newest first', async () => {
    expect(await orderOf({}, 3)).toEqual(['P3', 'P2', 'P1']);
  });

  it('text: every word, case and accents folded, over headline, summary, skill names and city (not names)', async () => {
    expect(await listed({ text: 'java' })).toEqual(['P1']);
    expect(await listed({ text: 'C++' })).toEqual(['P2']);
    expect(await listed({ text: '(strict)' })).toEqual(['P3']);
    expect(await listed({ text: 'typescript' })).toEqual(['P3']);
    expect(await listed({ text: 'Jana' })).toEqual([]);
    for (const text of ['.*', '[', '$ne']) expect(await listed({ text }), text).toEqual([]);
    // Signs are not operators: a text is searched as its words alone.
    expect(await listed({ text: '(a+)+$' })).toEqual(await listed({ text: 'a' }));
  });

  it('a country named in the text, in any UI language, finds the experts located there', async () => {
    for (const text of ['Deutschland', 'Germany', 'německo', 'Niemcy', 'Németország']) expect(await listed({ text }), text).toEqual(['P2']);
    expect(await listed({ text: 'C++ Deutschland' })).toEqual(['P2']);
    expect(await listed({ text: 'java Deutschland' })).toEqual([]);
    expect(await listed({ text: 'Spojené státy' })).toEqual(['P3']);
    expect(await listed({ text: 'Czechia Germany' })).toEqual(['P1', 'P2']);
    // Nothing left to rank by: the default order stands in for "best match first".
    expect(await listed({ text: 'Deutschland', sort: 'relevance' })).toEqual(['P2']);
  });

  it('skills (all of), country and continent', async () => {
    expect(await listed({ skills: ['java', 'spring-boot'] })).toEqual(['P1']);
    expect(await listed({ skills: ['java', 'cpp'] })).toEqual([]);
    expect(await listed({ country: 'DE' })).toEqual(['P2']);
    expect(await listed({ continent: 'EURO' })).toEqual(['P1', 'P2']);
    expect(await listed({ continent: 'NOAM' })).toEqual(['P3']);
  });

  it('language at a minimum level', async () => {
    expect(await listed({ language: 'de' })).toEqual(['P1', 'P2']);
    expect(await listed({ language: 'de', languageLevel: 'C2' })).toEqual(['P2']);
    expect(await listed({ language: 'de', languageLevel: 'C1' })).toEqual(['P1', 'P2']);
    expect(await listed({ language: 'en', languageLevel: 'C1' })).toEqual(['P3']);
  });

  it('available by a date (no date given counts as available now)', async () => {
    expect(await listed({ availableBy: new Date('2029-06-01T00:00:00Z') })).toEqual(['P2']);
    expect(await listed({ availableBy: new Date('2030-01-01T00:00:00Z') })).toEqual(['P1', 'P2']);
    expect(await listed({ availableBy: new Date('2032-01-01T00:00:00Z') })).toEqual(['P1', 'P2', 'P3']);
  });

  it('maximum rate in a currency and unit; "on request" is left out', async () => {
    expect(await listed({ rate: { max: 80, currency: 'EUR', unit: 'hour' } }, customer)).toEqual(['P2']);
    expect(await listed({ rate: { max: 90, currency: 'EUR', unit: 'hour' } }, customer)).toEqual(['P1', 'P2']);
    expect(await listed({ rate: { max: 90, currency: 'EUR', unit: 'day' } }, customer)).toEqual([]);
  });

  it('sorts by availability and by experience', async () => {
    expect(await orderOf({ sort: 'available' }, 3)).toEqual(['P2', 'P1', 'P3']);
    expect(await orderOf({ sort: 'experience' }, 3)).toEqual(['P1', 'P2', 'P3']);
  });

  it('people.count matches the directory for the same filters', async () => {
    for (const filters of [{}, { continent: 'EURO' }, { language: 'de', languageLevel: 'C2' }] as PeopleFilters[]) {
      expect(await visitor.connection.callAsync('people.count', filters)).toBe((await listed(filters)).length);
    }
  });

  it('people.directoryCount: the count of people.count, live while an entry is unpublished and published again', async () => {
    const live = await subscribeLive(visitor.connection, 'counts', 'people.directoryCount', { continent: 'EURO' });
    const count = () => live.docs()[0]?.count;
    const before = (await visitor.connection.callAsync('people.count', { continent: 'EURO' })) as number;
    expect(count()).toBe(before);
    await People.updateAsync({ _id: ids.P1 }, { $set: { status: 'unpublished' } });
    await waitUntil(() => (count() === before - 1 ? true : undefined), { what: 'the count to shrink', describe: () => live.docs() });
    await People.updateAsync({ _id: ids.P1 }, { $set: { status: 'published' } });
    await waitUntil(() => (count() === before ? true : undefined), { what: 'the count to grow', describe: () => live.docs() });
    live.stop();
  });

  it('the limit grows by pages and is capped', async () => {
    for (let index = 0; index < 25; index += 1) {
      await People.insertAsync({ ...ENTRIES.P2!, headline: `Bulk expert ${index}`, urlName: `bulk-expert-${index}` });
    }
    expect(await listed({ text: 'Bulk expert' })).toHaveLength(20);
    expect(await listed({ text: 'Bulk expert', limit: 40 })).toHaveLength(25);
    expect(await listed({ text: 'Bulk expert', limit: 100_000 })).toHaveLength(25);
    expect(await visitor.connection.callAsync('people.count', { text: 'Bulk expert' })).toBe(25);
  });
});
