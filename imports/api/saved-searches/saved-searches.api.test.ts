// Saved searches over real DDP, per role (anonymous, a candidate, a customer, a member of another
// company, an admin): everyone signed in saves, sees, renames, switches and deletes only their
// own; another person's id reads as not found and changes nothing; hostile arguments are refused.
import { describe, expect, it } from 'vitest';
import type { LoggedInConnection } from '../../../tests/helpers/app-fixture';
import { failureOf, HOSTILE_STRINGS, readSubscription } from '../common/api.testkit';
import { setUpRoleSuite } from '../common/role-suite.testkit';
import { openProjectsSelector } from '../projects/filters';
import { SavedSearches } from './collection';
import { MAX_SAVED_SEARCHES } from './schema';

const suite = setUpRoleSuite();
let counter = 0;

async function people(): Promise<Record<string, LoggedInConnection>> {
  counter += 1;
  const customer = await suite.app.connectAs(['customer']);
  const otherMember = await suite.app.connectAs(['customer']);
  await customer.connection.callAsync('companies.register', { name: `Alerts ${counter}`, companyIdNumber: `8841${counter}051`, country: 'SK' });
  await otherMember.connection.callAsync('companies.register', { name: `Other alerts ${counter}`, companyIdNumber: `8842${counter}051`, country: 'SK' });
  return {
    candidate: await suite.app.connectAs(['candidate']),
    customer,
    'member of another company': otherMember,
    admin: await suite.app.connectAs(['admin']),
  };
}

const search = (name: string, filters: Record<string, unknown> = { skills: ['java'], country: 'DE' }) => ({ name, frequency: 'daily', filters, timeZone: 'Europe/Prague' });
const save = (who: LoggedInConnection, input: unknown) => who.connection.callAsync('savedSearches.save', input) as Promise<string>;

describe('who saves and sees which saved searches', () => {
  it('anonymous callers are refused and get an empty subscription', async () => {
    const anonymous = suite.as.get('anonymous')!.connection;
    expect((await failureOf(anonymous.callAsync('savedSearches.save', search('Mine')))).error).toBe(401);
    expect((await failureOf(anonymous.callAsync('savedSearches.change', 'A'.repeat(17), { active: false }))).error).toBe(401);
    expect((await failureOf(anonymous.callAsync('savedSearches.delete', 'A'.repeat(17)))).error).toBe(401);
    expect((await failureOf(anonymous.callAsync('savedSearches.unopened'))).error).toBe(401);
    expect(await readSubscription(anonymous, 'savedSearches', 'savedSearches.mine')).toEqual([]);
  });

  it('each signed-in role saves the list query and sees only their own, without the stored query', async () => {
    const as = await people();
    const own: Record<string, string> = {};
    for (const [label, who] of Object.entries(as)) own[label] = await save(who, search(`${label} search`, { text: 'java', skills: ['java'], remote: 50, limit: 40 }));
    for (const [label, who] of Object.entries(as)) {
      const mine = await readSubscription(who.connection, 'savedSearches', 'savedSearches.mine');
      expect(mine.map((doc) => doc._id), label).toEqual([own[label]]);
      expect(mine[0], label).toMatchObject({ name: `${label} search`, frequency: 'daily', active: true, filters: { text: 'java', skills: ['java'], remote: 50 } });
      expect(mine[0], label).not.toHaveProperty('query');
      expect(mine[0], label).not.toHaveProperty('userId');
      const stored = await SavedSearches.findOneAsync({ _id: own[label] });
      // The same selector the list runs, without the "load more" limit.
      expect(JSON.parse(stored!.query)).toEqual(openProjectsSelector({ text: 'java', skills: ['java'], remote: 50 }));
      expect(stored!.userId).toBe(who.userId);
    }
    for (const who of Object.values(as)) who.close();
  });

  it("nobody renames, switches or deletes another person's search: 404 and nothing changes", async () => {
    const as = await people();
    const victim = await suite.app.connectAs(['candidate']);
    const theirs = await save(victim, search('Theirs'));
    for (const [label, who] of Object.entries(as)) {
      const renamed = await failureOf(who.connection.callAsync('savedSearches.change', theirs, { name: 'Hacked', active: false }));
      expect(renamed.error, label).toBe(404);
      expect(renamed.reason).toBe('Saved search not found');
      expect((await failureOf(who.connection.callAsync('savedSearches.delete', theirs))).error, label).toBe(404);
    }
    expect(await SavedSearches.findOneAsync({ _id: theirs })).toMatchObject({ name: 'Theirs', active: true });
    for (const who of [...Object.values(as), victim]) who.close();
  });

  it('the owner renames, changes the frequency, switches off and deletes', async () => {
    const me = await suite.app.connectAs(['candidate']);
    const id = await save(me, search('Java in Germany'));
    await me.connection.callAsync('savedSearches.change', id, { name: '  Java DE  ', frequency: 'weekly', active: false });
    expect(await SavedSearches.findOneAsync({ _id: id })).toMatchObject({ name: 'Java DE', frequency: 'weekly', active: false });
    await me.connection.callAsync('savedSearches.delete', id);
    expect(await SavedSearches.findOneAsync({ _id: id })).toBeUndefined();
    expect((await failureOf(me.connection.callAsync('savedSearches.delete', id))).error).toBe(404);
    me.close();
  });

  it('refuses hostile arguments, unknown zones and more than the maximum', async () => {
    const me = await suite.app.connectAs(['candidate']);
    for (const bad of HOSTILE_STRINGS) {
      expect((await failureOf(save(me, { ...search('x'), name: bad }))).error, String(bad)).toBe(400);
      expect((await failureOf(me.connection.callAsync('savedSearches.delete', bad))).error, String(bad)).toBe(400);
    }
    for (const filters of [{ $where: 'true' }, { skills: 'java' }, { remote: 500 }, { status: 'draft' }]) {
      expect((await failureOf(save(me, search('x', filters)))).error, JSON.stringify(filters)).toBe(400);
    }
    expect((await failureOf(save(me, { ...search('x'), frequency: 'hourly' }))).error).toBe(400);
    expect((await failureOf(save(me, { ...search('x'), timeZone: 'Mars/Olympus' }))).error).toBe(400);
    expect((await failureOf(save(me, { ...search('x'), name: '   ' }))).error).toBe(400);
    const id = await save(me, search('ok'));
    expect((await failureOf(me.connection.callAsync('savedSearches.change', id, { frequency: 'hourly' }))).error).toBe(400);
    expect((await failureOf(me.connection.callAsync('savedSearches.change', id, { query: '{}' }))).error).toBe(400);
    for (let index = 1; index < MAX_SAVED_SEARCHES; index += 1) await save(me, search(`ok ${index}`));
    expect((await failureOf(save(me, search('one too many')))).error).toBe(409);
    expect(await SavedSearches.find({ userId: me.userId! }).countAsync()).toBe(MAX_SAVED_SEARCHES);
    me.close();
  });
});
