// matching.fitForMyRequests over a real WebSocket, per role: visitors and candidates get nothing;
// a customer reads how a published expert fits each open request of their selected company (any
// member's) and their own sent without a company, with the reasons; a member of another company
// never reads this company's requests; an admin reads only their own, as a customer would. Also
// the requirements `peopleRequests.send` stores, and the hostile ones it refuses storing nothing.
import { Random } from 'meteor/random';
import { describe, expect, it } from 'vitest';
import { failureOf, HOSTILE_STRINGS } from '../common/api.testkit';
import { SKILLS } from '../common/lists';
import { setUpRoleSuite } from '../common/role-suite.testkit';
import { joinByInvitation } from '../company-invitations/invitations.testkit';
import { People } from '../people/collection';
import { expert } from '../people/samples.testkit';
import { Requests } from '../requests/collection';
import type { RequestFit } from './request-fit';

const suite = setUpRoleSuite();
let counter = 0;

function company() {
  counter += 1;
  return { name: `Fit Test ${counter}`, companyIdNumber: `8841${counter}007`, country: 'CZ' };
}

/** A published expert (the samples' embedded engineer: embedded C, AUTOSAR; German B1; 70 EUR an hour). */
async function publishedExpert(status: 'published' | 'draft' = 'published'): Promise<string> {
  counter += 1;
  return People.insertAsync(expert({ _id: Random.id(), urlName: `fit-expert-${counter}`, sourceUserId: Random.id(), status }));
}

const needs = {
  message: 'An embedded engineer for a body-control module, remote.',
  skills: ['embedded-c', 'autosar-classic', 'python'],
  languages: [{ language: 'de', minLevel: 'B2' }],
  rate: { onRequest: false, max: 80, currency: 'EUR', unit: 'hour' },
};

const fitsOf = async (connection: { callAsync(name: string, ...args: unknown[]): Promise<unknown> }, peopleId: string) =>
  (await connection.callAsync('matching.fitForMyRequests', peopleId)) as RequestFit[];
const idsOf = (fits: RequestFit[]) => fits.map((fit) => fit.requestId).sort();

/** Two companies, each with an owner and a request naming what the experts need. */
async function twoCompanies() {
  const ownerA = await suite.app.connectAs(['customer']);
  const ownerB = await suite.app.connectAs(['customer']);
  const companyA = (await ownerA.connection.callAsync('companies.register', company())) as string;
  await ownerB.connection.callAsync('companies.register', company());
  const requestA = (await ownerA.connection.callAsync('peopleRequests.send', { ...needs, title: 'Body-control ECU' })) as string;
  const requestB = (await ownerB.connection.callAsync('peopleRequests.send', { ...needs, title: 'Company B only' })) as string;
  return { ownerA, ownerB, companyA, requestA, requestB, close: () => [ownerA, ownerB].forEach((owner) => owner.close()) };
}

describe('peopleRequests.send with what the experts need', () => {
  it('stores skills, languages with a minimum level and a rate range', async () => {
    const id = (await suite.as.get('customer')!.connection.callAsync('peopleRequests.send', needs)) as string;
    expect(await Requests.findOneAsync({ _id: id })).toMatchObject({ skills: needs.skills, languages: needs.languages, rate: needs.rate });
  });

  it('leaves out empty lists, so "no requirement" is stored one way', async () => {
    const id = (await suite.as.get('customer')!.connection.callAsync('peopleRequests.send', { message: 'Anyone good', skills: [], languages: [] })) as string;
    const stored = await Requests.findOneAsync({ _id: id });
    expect(stored?.skills).toBeUndefined();
    expect(stored?.languages).toBeUndefined();
  });

  it('refuses hostile requirements with 400 and stores nothing', async () => {
    const before = await Requests.find({}, { sort: { _id: 1 } }).fetchAsync();
    const customer = suite.as.get('customer')!.connection;
    const bad: Record<string, unknown>[] = [
      { skills: ['not-a-skill'] },
      { skills: ['python', 'python'] },
      { skills: 'python' },
      { skills: SKILLS.slice(0, 31).map((skill) => skill.value) },
      { skills: [{ $ne: null }] },
      { languages: [{ language: 'xx', minLevel: 'B2' }] },
      { languages: [{ language: 'de', minLevel: 'Z9' }] },
      { languages: [{ language: 'de', minLevel: 'B2' }, { language: 'de', minLevel: 'C1' }] },
      { languages: [{ language: 'de' }] },
      { languages: [{ language: 'de', minLevel: 'B2', level: 'C2' }] },
      { rate: { onRequest: false, min: 90, max: 80, currency: 'EUR', unit: 'hour' } },
      { rate: { onRequest: false, max: 80, unit: 'hour' } },
      { rate: { onRequest: false, max: -1, currency: 'EUR', unit: 'hour' } },
      { rate: { onRequest: false, max: { $gt: 0 }, currency: 'EUR', unit: 'hour' } },
      { rate: { onRequest: false, max: 80, currency: 'DOGE', unit: 'hour' } },
      { rate: { onRequest: false, max: 80, currency: 'EUR', unit: 'week' } },
      { rate: 'cheap' },
    ];
    for (const requirement of bad) {
      const failure = await failureOf(customer.callAsync('peopleRequests.send', { message: 'Hostile', ...requirement }));
      expect(failure.error, JSON.stringify(requirement)).toBe(400);
      // The reason names the field that is wrong.
      expect(String(failure.details), JSON.stringify(requirement)).toMatch(new RegExp(`\\.${Object.keys(requirement)[0]}\\b`));
    }
    expect(await Requests.find({}, { sort: { _id: 1 } }).fetchAsync()).toEqual(before);
  });
});

describe('matching.fitForMyRequests per role', () => {
  it('anonymous: must sign in; candidate: not allowed', async () => {
    const peopleId = await publishedExpert();
    expect((await failureOf(fitsOf(suite.as.get('anonymous')!.connection, peopleId))).error).toBe(401);
    expect((await failureOf(fitsOf(suite.as.get('candidate')!.connection, peopleId))).error).toBe(403);
  });

  it('customer of the company: every open request of it with requirements, scored with reasons', async () => {
    const world = await twoCompanies();
    const peopleId = await publishedExpert();
    const withoutNeeds = (await world.ownerA.connection.callAsync('peopleRequests.send', { message: 'Anyone good' })) as string;
    const closed = (await world.ownerA.connection.callAsync('peopleRequests.send', { ...needs, title: 'Closed one' })) as string;
    await suite.admin.connection.callAsync('requests.move', closed, 'closed', 'filled');
    const fits = await fitsOf(world.ownerA.connection, peopleId);
    // Neither the request without requirements (a fit would mislead) nor the closed one.
    expect(idsOf(fits)).toEqual([world.requestA]);
    const [fit] = fits;
    expect(fit).toMatchObject({ name: 'Body-control ECU', score: expect.any(Number) });
    expect(fit!.score).toBeGreaterThan(0);
    expect(fit!.score).toBeLessThan(100);
    const reason = (part: string) => fit!.reasons.find((item) => item.part === part);
    expect(reason('skills')).toMatchObject({ met: false, messageId: 'skillsSome', values: { covered: 2, required: 3, missing: ['python'] } });
    expect(reason('languages')).toMatchObject({ met: false, hard: true, messageId: 'languageLevel', values: { language: 'de', level: 'B1', required: 'B2' } });
    expect(reason('rate')).toMatchObject({ met: true, messageId: 'rate', values: { amount: 70, max: 80, currency: 'EUR', unit: 'hour' } });
    // The failed must-have (the language) comes first.
    expect(fit!.reasons[0]!.part).toBe('languages');
    expect(idsOf(await fitsOf(world.ownerA.connection, peopleId))).not.toContain(withoutNeeds);
    world.close();
  });

  it('a colleague reads the company’s requests too, whoever sent them', async () => {
    const world = await twoCompanies();
    const colleague = await suite.app.connectAs(['customer']);
    await joinByInvitation(world.ownerA.connection, world.companyA, colleague);
    const peopleId = await publishedExpert();
    expect(idsOf(await fitsOf(colleague.connection, peopleId))).toEqual([world.requestA]);
    colleague.close();
    world.close();
  });

  it('customer of another company: never this company’s requests', async () => {
    const world = await twoCompanies();
    const peopleId = await publishedExpert();
    expect(idsOf(await fitsOf(world.ownerB.connection, peopleId))).toEqual([world.requestB]);
    expect(idsOf(await fitsOf(world.ownerA.connection, peopleId))).toEqual([world.requestA]);
    world.close();
  });

  it('customer without a company: their own open requests', async () => {
    const me = await suite.app.connectAs(['customer']);
    const mine = (await me.connection.callAsync('peopleRequests.send', { ...needs, title: 'Sent without a company' })) as string;
    const fits = await fitsOf(me.connection, await publishedExpert());
    expect(idsOf(fits)).toEqual([mine]);
    me.close();
  });

  it('admin: only their own requests, as a customer would, never another company’s', async () => {
    const world = await twoCompanies();
    const admin = await suite.app.connectAs(['admin']);
    const peopleId = await publishedExpert();
    expect(await fitsOf(admin.connection, peopleId)).toEqual([]);
    const own = (await admin.connection.callAsync('peopleRequests.send', needs)) as string;
    const fits = await fitsOf(admin.connection, peopleId);
    expect(idsOf(fits)).toEqual([own]);
    // An untitled request is named by the start of its message.
    expect(fits[0]!.name).toBe(needs.message);
    admin.close();
    world.close();
  });

  it('refuses hostile expert ids (400) and an expert who is not published (404)', async () => {
    const customer = suite.as.get('customer')!.connection;
    for (const bad of HOSTILE_STRINGS) expect((await failureOf(fitsOf(customer, bad as string))).error).toBe(400);
    expect((await failureOf(fitsOf(customer, await publishedExpert('draft')))).error).toBe(404);
    expect((await failureOf(fitsOf(customer, Random.id()))).error).toBe(404);
  });
});
