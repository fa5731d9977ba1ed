// Who sees experts' rates (issue 18 §6), over a real WebSocket: customers and admins (also a
// candidate who is a customer), and the expert their own; visitors and other candidates get no
// `rate` field from people.directory and people.one, and a rate filter from them narrows nothing
// (list, live count, people.count). A role gained or lost on an open subscription adds or
// withdraws the rates within a second (rights-follow.ts).
import { describe, expect, it } from 'vitest';
import { COUNTS_COLLECTION, liveCountKey } from '../common/live-counts';
import { readSubscription, subscribeLive } from '../common/api.testkit';
import { ROLE_CASES, setUpRoleSuite } from '../common/role-suite.testkit';
import { waitUntil } from '../../../tests/helpers/wait-until';
import { People } from './collection';
import type { Person } from './schema';

const suite = setUpRoleSuite();

const SEES_RATES: Record<string, boolean> = { anonymous: false, candidate: false, customer: true, 'candidate+customer': true, admin: true };

let counter = 0;

/** A published entry with a rate unlike any other (so a rate filter picks it alone), and one without. */
async function entries(sourceUserId?: string): Promise<{ priced: Person; onRequest: Person; amount: number }> {
  counter += 1;
  const amount = 7_000 + counter;
  const base = {
    firstName: 'Rita',
    lastInitial: 'R',
    headline: `Rate test ${counter}`,
    country: 'CZ',
    continent: 'EURO',
    fieldsOfExpertise: ['sap-erp'],
    skills: ['sap-fi'],
    languages: [{ language: 'en', level: 'C1' }],
    yearsOfExperience: 9,
    status: 'published',
    publishedAt: new Date(),
  } as const;
  const pricedId = await People.insertAsync({ ...base, urlName: `rita-r-rates-${counter}`, rate: { amount, currency: 'EUR', unit: 'day' }, ...(sourceUserId ? { sourceUserId } : {}) } as never);
  const onRequestId = await People.insertAsync({ ...base, urlName: `rita-r-on-request-${counter}` } as never);
  return { priced: (await People.findOneAsync({ _id: pricedId }))!, onRequest: (await People.findOneAsync({ _id: onRequestId }))!, amount };
}

const rateFilter = (amount: number) => ({ rate: { max: amount, currency: 'EUR', unit: 'day' }, limit: 500 });

describe('experts’ rates by role', () => {
  it.each(ROLE_CASES.map(({ label }) => [label]))('%s: rates in people.directory, people.one and rate filters only for those who see rates', async (label) => {
    const { priced, onRequest, amount } = await entries();
    const { connection } = suite.as.get(label)!;
    const sees = SEES_RATES[label]!;
    const directory = await readSubscription(connection, 'people', 'people.directory', { limit: 500 });
    const listed = directory.find((doc) => doc._id === priced._id);
    expect(listed, label).toBeDefined();
    if (sees) expect(listed?.rate).toEqual({ amount, currency: 'EUR', unit: 'day' });
    else expect(directory.filter((doc) => 'rate' in doc)).toEqual([]);
    const [one] = await readSubscription(connection, 'people', 'people.one', priced.urlName);
    expect(one?.headline).toBe(priced.headline);
    expect(one?.rate, label).toEqual(sees ? priced.rate : undefined);

    // A maximum just under the entry's rate leaves it out, but only for those who see rates.
    const under = rateFilter(amount - 1);
    const filtered = (await readSubscription(connection, 'people', 'people.directory', under)).map((doc) => doc._id);
    expect(filtered.includes(priced._id), label).toBe(!sees);
    expect(filtered.includes(onRequest._id), label).toBe(!sees);
    const total = await People.find({ status: 'published' }).countAsync();
    const expectedCount = sees ? await People.find({ status: 'published', 'rate.amount': { $lte: amount - 1 } }).countAsync() : total;
    expect(await connection.callAsync('people.count', under), label).toBe(expectedCount);
    const counted = await readSubscription(connection, COUNTS_COLLECTION, 'people.directoryCount', { rate: under.rate });
    expect(counted.find((doc) => doc._id === liveCountKey('people.directoryCount', [{ rate: under.rate }]))?.count, label).toBe(expectedCount);
  });

  it('an expert sees their own rate on their page, not other experts’ rates', async () => {
    const expert = await suite.app.connectAs(['candidate']);
    const own = await entries(expert.userId!);
    const other = await entries();
    const [page] = await readSubscription(expert.connection, 'people', 'people.one', own.priced._id);
    expect(page?.rate).toEqual(own.priced.rate);
    expect(page).not.toHaveProperty('sourceUserId');
    expect((await readSubscription(expert.connection, 'people', 'people.one', other.priced._id))[0]).not.toHaveProperty('rate');
    expect((await readSubscription(expert.connection, 'people', 'people.mine'))[0]?.rate).toEqual(own.priced.rate);
    expert.close();
  });
});

describe('experts’ rates follow the customer role live', () => {
  it('withdraws the rates from open subscriptions when a customer is demoted, and sends them when a candidate becomes a customer', async () => {
    const { priced } = await entries();
    const customer = await suite.app.connectAs(['customer']);
    const list = await subscribeLive(customer.connection, 'people', 'people.directory', { limit: 500 });
    const rateOf = () => list.store.docs.get(priced._id)?.rate;
    expect(rateOf()).toEqual(priced.rate);
    // A live count under a maximum nobody meets: none, then (the filter ignored) every published expert.
    const under = { rate: { max: 1, currency: 'EUR', unit: 'day' } };
    const count = await subscribeLive(customer.connection, COUNTS_COLLECTION, 'people.directoryCount', under);
    const counted = () => count.store.docs.get(liveCountKey('people.directoryCount', [under]))?.count;
    expect(counted()).toBe(0);

    await suite.admin.connection.callAsync('users.setRoles', customer.userId, ['candidate']);
    await waitUntil(() => ([...list.store.docs.values()].every((doc) => !('rate' in doc)) ? true : undefined), { what: 'rates withdrawn', timeoutMs: 2_000 });
    expect(list.store.docs.has(priced._id)).toBe(true);
    await waitUntil(() => (counted() === list.store.docs.size ? true : undefined), { what: 'the count without the rate filter', timeoutMs: 2_000, describe: () => counted() });
    // A rate written now does not reach the demoted customer either.
    await People.updateAsync({ _id: priced._id }, { $set: { 'rate.amount': 6_999 } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(rateOf()).toBeUndefined();

    await suite.admin.connection.callAsync('users.setRoles', customer.userId, ['candidate', 'customer']);
    await waitUntil(() => rateOf(), { what: 'rates sent again', timeoutMs: 2_000 });
    expect(rateOf()).toEqual({ ...priced.rate, amount: 6_999 });
    list.stop();
    count.stop();
    customer.close();
  });

  it('the role change reaches people.one too', async () => {
    const { priced } = await entries();
    const customer = await suite.app.connectAs(['customer']);
    const page = await subscribeLive(customer.connection, 'people', 'people.one', priced._id);
    expect(page.docs()[0]?.rate).toEqual(priced.rate);
    await suite.admin.connection.callAsync('users.setRoles', customer.userId, ['candidate']);
    await waitUntil(() => (page.docs()[0] && !('rate' in page.docs()[0]!) ? true : undefined), { what: 'rate withdrawn', timeoutMs: 2_000 });
    page.stop();
    customer.close();
  });
});
