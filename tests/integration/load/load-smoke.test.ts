// Load smoke (inside npm test): 20 simulated users for 20 s against the whole server over real
// DDP (bench/load/scenario.ts: visitors, candidates, customers, one admin). Asserts behaviour
// only: no call failed and no acknowledged write was lost. Timing is measured by
// `npm run bench -- load`, never asserted here.
import { Meteor } from 'meteor/meteor';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Applications } from '../../../imports/api/applications/collection';
import { People } from '../../../imports/api/people/collection';
import { Projects } from '../../../imports/api/projects/collection';
import { Requests } from '../../../imports/api/requests/collection';
import { type LoadAccount, runLoad } from '../../../bench/load/scenario';
import { type AppFixture, startAppFixture } from '../../helpers/app-fixture';

let fixture: AppFixture;
const accounts = { candidates: [] as LoadAccount[], customers: [] as LoadAccount[], admin: null as LoadAccount | null };

beforeAll(async () => {
  fixture = await startAppFixture({ demoContent: true });
  for (let i = 0; i < 8; i += 1) accounts.candidates.push(await fixture.createUser({ roles: ['candidate'], profileComplete: true }));
  for (let i = 0; i < 6; i += 1) accounts.customers.push(await fixture.createUser({ roles: ['customer'] }));
  accounts.admin = await fixture.createUser({ roles: ['admin'] });
}, 120_000);

afterAll(async () => {
  await fixture?.stop();
});

describe('load smoke: 20 users for 20 s', () => {
  it('completes every call and loses no acknowledged write', async () => {
    const projectIds = (await Projects.find({ status: 'open' }, { fields: { _id: 1 } }).fetchAsync()).map((doc) => doc._id);
    const personIds = (await People.find({ status: 'published' }, { fields: { _id: 1 }, limit: 30 }).fetchAsync()).map((doc) => doc._id);
    expect(projectIds.length).toBeGreaterThan(10);
    expect(personIds.length).toBeGreaterThan(0);

    const result = await runLoad({
      url: fixture.url,
      visitors: 5,
      candidates: accounts.candidates,
      customers: accounts.customers,
      admin: accounts.admin,
      projectIds,
      personIds,
      durationMs: 20_000,
      maxActions: 60,
      thinkMs: 400,
      rampMs: 1_000,
    });

    expect(result.errors).toEqual([]);
    const calls = [...result.latencies.values()].reduce((sum, list) => sum + list.length, 0);
    expect(calls).toBeGreaterThan(40);
    expect(result.acknowledged.applications.length).toBeGreaterThan(0);
    expect(result.acknowledged.requests.length).toBeGreaterThan(0);
    expect(result.acknowledged.projects.length).toBeGreaterThan(0);

    for (const id of result.acknowledged.applications) expect(await Applications.findOneAsync(id), `application ${id}`).toBeDefined();
    for (const id of result.acknowledged.requests) expect(await Requests.findOneAsync(id), `request ${id}`).toBeDefined();
    for (const id of result.acknowledged.projects) expect(await Projects.findOneAsync(id), `project ${id}`).toMatchObject({ status: 'open' });
    const lastSave = new Map(result.acknowledged.profiles.map((save) => [save.email, save.first]));
    for (const [email, first] of lastSave) {
      const user = await Meteor.users.findOneAsync({ 'emails.address': email });
      expect(JSON.stringify(user), `profile of ${email}`).toContain(`"first":"${first}"`);
    }
  }, 90_000);
});
