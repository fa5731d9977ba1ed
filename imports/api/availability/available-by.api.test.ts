// The directory's "available by" filter with the availability's status, over the wire as a
// visitor sees it: an expert who is not available counts from their date only while it lies
// ahead; an unconfirmed availability stays listed (never silently out of the directory); a date
// inside one of an expert's blocked periods (both ends included) leaves them out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppFixture, type LoggedInConnection, startAppFixture } from '../../../tests/helpers/app-fixture';
import { readSubscription } from '../common/api.testkit';
import { People } from '../people/collection';
import type { PeopleFilters } from '../people/filters';
import { expert } from '../people/samples.testkit';

const DAY = 24 * 60 * 60 * 1000;
let app: AppFixture;
let visitor: LoggedInConnection;
const ids: Record<string, string> = {};
const today = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate()));
const inDays = (days: number) => new Date(today.getTime() + days * DAY);

const AVAILABILITIES = {
  availableNow: { status: 'available', from: inDays(-10), workloadPercent: 100, confirmedAt: inDays(-1) },
  partlyIn20: { status: 'partly', from: inDays(20), workloadPercent: 60, confirmedAt: inDays(-2) },
  notUntil40: { status: 'not', from: inDays(40), workloadPercent: 100, confirmedAt: inDays(-3) },
  notNoDate: { status: 'not', from: inDays(-5), workloadPercent: 100, confirmedAt: inDays(-3) },
  oldUnconfirmed: { from: inDays(-100), workloadPercent: 80, confirmedAt: inDays(-60) },
  blockedAround30: { status: 'available', from: inDays(-10), workloadPercent: 100, confirmedAt: inDays(-1), blocked: [{ from: inDays(25), to: inDays(35) }] },
  blockedTwice: {
    status: 'partly',
    from: inDays(-10),
    workloadPercent: 60,
    confirmedAt: inDays(-1),
    blocked: [
      { from: inDays(2), to: inDays(5) },
      { from: inDays(50), to: inDays(55) },
    ],
  },
} as const;

async function listed(filters: PeopleFilters): Promise<string[]> {
  const docs = await readSubscription(visitor.connection, 'people', 'people.directory', filters);
  const names = Object.fromEntries(Object.entries(ids).map(([key, id]) => [id, key]));
  return docs.map((doc) => names[doc._id as string] ?? 'other').sort();
}

beforeAll(async () => {
  app = await startAppFixture();
  visitor = await app.connectAs(null);
  for (const [key, availability] of Object.entries(AVAILABILITIES)) {
    const { _id: _sample, sourceUserId: _linked, ...entry } = expert({ urlName: `expert-${key.toLowerCase()}`, availability: availability as never });
    ids[key] = await People.insertAsync(entry as never);
  }
});

afterAll(async () => {
  visitor?.close();
  await app?.stop();
});

describe('people.directory availableBy', () => {
  it('lists who is available by the date, by their status and date', async () => {
    expect(await listed({ availableBy: inDays(1) })).toEqual(['availableNow', 'blockedAround30', 'blockedTwice', 'oldUnconfirmed']);
    expect(await listed({ availableBy: inDays(30) })).toEqual(['availableNow', 'blockedTwice', 'oldUnconfirmed', 'partlyIn20']);
    expect(await listed({ availableBy: inDays(60) })).toEqual(['availableNow', 'blockedAround30', 'blockedTwice', 'notUntil40', 'oldUnconfirmed', 'partlyIn20']);
    expect(await listed({})).toHaveLength(7);
  });

  it('leaves out whoever has a blocked period covering the date, its first and last day included', async () => {
    const blockedOnes = async (days: number) => (await listed({ availableBy: inDays(days) })).filter((name) => name.startsWith('blocked'));
    expect(await blockedOnes(24)).toEqual(['blockedAround30', 'blockedTwice']);
    expect(await blockedOnes(25)).toEqual(['blockedTwice']);
    expect(await blockedOnes(35)).toEqual(['blockedTwice']);
    expect(await blockedOnes(36)).toEqual(['blockedAround30', 'blockedTwice']);
    expect(await blockedOnes(2)).toEqual(['blockedAround30']);
    expect(await blockedOnes(5)).toEqual(['blockedAround30']);
    expect(await blockedOnes(52)).toEqual(['blockedAround30']);
    // The count the list shows agrees with the rows.
    expect(await visitor.connection.callAsync('people.count', { availableBy: inDays(30) })).toBe((await listed({ availableBy: inDays(30) })).length);
  });

  it('refuses a date that is not a Date', async () => {
    await expect(readSubscription(visitor.connection, 'people', 'people.directory', { availableBy: { $gt: 0 } } as never)).rejects.toMatchObject({ error: 400 });
  });
});
