// Saved searches of the expert directory over real DDP: who may save them (customers and admins;
// candidates 403, visitors 401 like every signed-in method), that each person sees and manages only
// their own (a member of another company sees none of a customer's), the stored query being the
// directory's own; and their alerts: an expert published matching a customer's search makes one
// alert (bell and mail, naming the expert, linking the directory with the filters), publishing
// the expert again (a refresh, or after unpublishing) alerts nobody twice, and project and expert
// searches never hear of each other's publications.
import { EJSON } from 'meteor/ejson';
import { Meteor } from 'meteor/meteor';
import { describe, expect, it } from 'vitest';
import type { LoggedInConnection } from '../../../tests/helpers/app-fixture';
import { intlFor } from '../../i18n/intl';
import { failureOf, HOSTILE_STRINGS, readSubscription } from '../common/api.testkit';
import { setUpRoleSuite } from '../common/role-suite.testkit';
import { OutboxMails } from '../mail-outbox/collection';
import { Notifications } from '../notifications/collection';
import { notificationText } from '../notifications/kinds';
import { directorySelector } from '../people/filters';
import { projectInput } from '../projects/api.testkit';
import type { CandidateData } from '../users/schema';
import { publishableCandidateData as candidateData } from '../users/candidate-data.testkit';
import { SavedSearches, SavedSearchHits } from './collection';
import { MAX_SAVED_SEARCHES } from './schema';

const suite = setUpRoleSuite();
let counter = 0;

/** Words far apart (the search forgives a small typo), so each test sees only its own matches. */
const WORDS = ['marigold', 'basaltic', 'quokkas', 'tundras', 'obsidian', 'pelicans', 'saffron', 'hyacinth'];
function uniqueWord(): string {
  counter += 1;
  return WORDS[counter % WORDS.length]!;
}

const AVAILABLE_BY = new Date('2031-01-01T00:00:00Z');

const expertSearch = (name: string, filters: Record<string, unknown> = { skills: ['java'], availableBy: AVAILABLE_BY }, frequency = 'daily') => ({
  name,
  frequency,
  filters,
  timeZone: 'Europe/Prague',
});
const saveExperts = (who: LoggedInConnection, input: unknown) => who.connection.callAsync('savedSearches.saveExperts', input) as Promise<string>;


/** A candidate account with wizard data, ready for the admin to publish. */
async function candidate(first: string, last: string, data: CandidateData): Promise<string> {
  const user = await suite.app.createUser({ roles: ['candidate'], profile: { name: { first, last } } });
  await Meteor.users.updateAsync({ _id: user.userId }, { $set: { candidateData: data } });
  return user.userId;
}

const publishExpert = async (userId: string) => ((await suite.admin.connection.callAsync('people.publishFromCandidate', userId)) as { _id: string })._id;

async function settled(): Promise<void> {
  await suite.app.app.savedSearchMatching.idle();
  await suite.app.app.notifications.dispatcher.idle();
}

const alertsOf = (userId: string) => Notifications.find({ userId, kind: 'search.matched' }).fetchAsync();
const mailsOf = (userId: string) => OutboxMails.find({ userId }).fetchAsync();

async function companyCustomers(): Promise<{ customer: LoggedInConnection; otherMember: LoggedInConnection }> {
  counter += 1;
  const customer = await suite.app.connectAs(['customer']);
  const otherMember = await suite.app.connectAs(['customer']);
  await customer.connection.callAsync('companies.register', { name: `Expert alerts ${counter}`, companyIdNumber: `7741${counter}051`, country: 'SK' });
  await otherMember.connection.callAsync('companies.register', { name: `Other expert alerts ${counter}`, companyIdNumber: `7742${counter}051`, country: 'SK' });
  return { customer, otherMember };
}

describe('who saves and sees expert searches', () => {
  it('visitors are asked to sign in (401) and candidates refused (403); nothing is stored', async () => {
    const before = await SavedSearches.find({}).countAsync();
    const anonymous = suite.as.get('anonymous')!.connection;
    expect((await failureOf(anonymous.callAsync('savedSearches.saveExperts', expertSearch('Mine')))).error).toBe(401);
    const refused = await failureOf(saveExperts(suite.as.get('candidate')!, expertSearch('Mine')));
    expect(refused.error).toBe(403);
    expect(refused.reason).toBe('Access denied');
    expect(await SavedSearches.find({}).countAsync()).toBe(before);
  });

  it('customers (also with the candidate role) and admins save the directory query and see only their own; a member of another company sees none', async () => {
    const { customer, otherMember } = await companyCustomers();
    const as: Record<string, LoggedInConnection> = {
      customer,
      'member of another company': otherMember,
      'candidate+customer': await suite.app.connectAs(['candidate', 'customer']),
      admin: await suite.app.connectAs(['admin']),
    };
    const filters = { text: 'java', skills: ['java'], availableBy: AVAILABLE_BY, rate: { max: 100, currency: 'EUR', unit: 'hour' }, sort: 'experience' };
    const own: Record<string, string> = {};
    for (const [label, who] of Object.entries(as)) own[label] = await saveExperts(who, expertSearch(`${label} experts`, { ...filters, limit: 40 }));
    for (const [label, who] of Object.entries(as)) {
      const mine = await readSubscription(who.connection, 'savedSearches', 'savedSearches.mine');
      expect(mine.map((doc) => doc._id), label).toEqual([own[label]]);
      expect(mine[0], label).toMatchObject({ name: `${label} experts`, list: 'experts', active: true, filters });
      expect(mine[0], label).not.toHaveProperty('query');
      const stored = await SavedSearches.findOneAsync({ _id: own[label] });
      // The directory's selector for the filters, its date kept a date, without the limit.
      expect(EJSON.parse(stored!.query), label).toEqual(directorySelector(filters as never));
      expect(stored!.userId).toBe(who.userId);
    }
    // Another company's member can neither rename nor delete the customer's search.
    expect((await failureOf(otherMember.connection.callAsync('savedSearches.change', own.customer, { name: 'Hacked' }))).error).toBe(404);
    expect((await failureOf(otherMember.connection.callAsync('savedSearches.delete', own.customer))).error).toBe(404);
    expect(await SavedSearches.findOneAsync({ _id: own.customer })).toMatchObject({ name: 'customer experts' });
    // A candidate's own list holds none of them.
    expect(await readSubscription(suite.as.get('candidate')!.connection, 'savedSearches', 'savedSearches.mine')).toEqual([]);
    for (const who of Object.values(as)) who.close();
  });

  it('validates like a project search: hostile names, project-only filters, unknown zones, and one limit for both kinds', async () => {
    const me = await suite.app.connectAs(['customer']);
    for (const bad of HOSTILE_STRINGS) expect((await failureOf(saveExperts(me, { ...expertSearch('x'), name: bad }))).error, String(bad)).toBe(400);
    for (const filters of [{ $where: 'true' }, { remote: 50 }, { skills: 'java' }, { rate: { max: -1, currency: 'EUR', unit: 'hour' } }, { status: 'draft' }]) {
      expect((await failureOf(saveExperts(me, expertSearch('x', filters)))).error, JSON.stringify(filters)).toBe(400);
    }
    expect((await failureOf(saveExperts(me, { ...expertSearch('x'), frequency: 'hourly' }))).error).toBe(400);
    expect((await failureOf(saveExperts(me, { ...expertSearch('x'), timeZone: 'Mars/Olympus' }))).error).toBe(400);
    expect((await failureOf(saveExperts(me, { ...expertSearch('x'), name: '   ' }))).error).toBe(400);
    await me.connection.callAsync('savedSearches.save', { name: 'Projects too', frequency: 'daily', filters: { skills: ['java'] }, timeZone: 'Europe/Prague' });
    for (let index = 1; index < MAX_SAVED_SEARCHES; index += 1) await saveExperts(me, expertSearch(`ok ${index}`));
    expect((await failureOf(saveExperts(me, expertSearch('one too many')))).error).toBe(409);
    expect(await SavedSearches.find({ userId: me.userId! }).countAsync()).toBe(MAX_SAVED_SEARCHES);
    me.close();
  });
});

describe('expert alerts', () => {
  it('an expert published matching a customer’s search makes one alert, naming the expert and linking the directory with the filters', async () => {
    const word = uniqueWord();
    const { customer } = await companyCustomers();
    const projectSearcher = await suite.app.connectAs(['candidate']);
    const searchId = await saveExperts(customer, expertSearch(`${word} experts`, { text: word, skills: ['java'], availableBy: AVAILABLE_BY, rate: { max: 100, currency: 'EUR', unit: 'hour' } }, 'instant'));
    // The same words on the project list hear nothing of experts.
    await projectSearcher.connection.callAsync('savedSearches.save', { name: `${word} projects`, frequency: 'instant', filters: { text: word }, timeZone: 'Europe/Prague' });
    const matching = await candidate('Jana', 'Nováková', candidateData(`Backend ${word} engineer`));
    const tooDear = await candidate('Petr', 'Dvořák', candidateData(`Backend ${word} architect`, { expectedRate: { amount: 150, currency: 'EUR', unit: 'hour' } }));
    const elsewhere = await candidate('Eva', 'Svobodová', candidateData('Payroll accountant'));
    const personId = await publishExpert(matching);
    await publishExpert(tooDear);
    await publishExpert(elsewhere);
    await settled();

    const [alert, ...more] = await alertsOf(customer.userId!);
    expect(more).toEqual([]);
    expect(alert!.params).toMatchObject({ searchId, searchName: `${word} experts`, count: '1', expertNames: 'Jana N.' });
    expect(alert!.link).toMatch(new RegExp(`^/engine/experts/\\?q=${word}&skills=java&available=2031-01-01&rate=100&currency=EUR&unit=hour$`));
    expect(notificationText(intlFor('en'), 'search.matched', alert!.params)).toBe(`A new expert matches your saved search “${word} experts”: Jana N.`);
    expect(notificationText(intlFor('de'), 'search.matched', alert!.params)).toBe(`Ein neuer Experte passt zu Ihrer gespeicherten Suche „${word} experts“: Jana N.`);
    const [mail, ...moreMails] = await mailsOf(customer.userId!);
    expect(moreMails).toEqual([]);
    expect(mail!.subject).toContain(`A new expert matches your saved search “${word} experts”`);
    expect(mail!.text).toContain(`/engine/experts/${personId}/`);
    expect(mail!.text).toContain('See all matching experts');
    expect(mail!.headers?.['List-Unsubscribe']).toMatch(/\/engine\/unsubscribe\/[^.]+\.search-[A-Za-z0-9]+\.[^>]+>$/);
    expect(await SavedSearchHits.find({ searchId }).fetchAsync()).toEqual([expect.objectContaining({ _id: `${searchId}:${personId}`, personId })]);
    expect(await alertsOf(projectSearcher.userId!)).toEqual([]);

    // Publishing again (a refresh, then after an unpublication) alerts nobody twice.
    await publishExpert(matching);
    await settled();
    await suite.admin.connection.callAsync('people.unpublish', personId);
    await publishExpert(matching);
    await settled();
    expect(await alertsOf(customer.userId!)).toHaveLength(1);
    expect(await mailsOf(customer.userId!)).toHaveLength(1);
    expect(await SavedSearchHits.find({ searchId }).countAsync()).toBe(1);
    customer.close();
    projectSearcher.close();
  });

  it('a project published with the same words alerts no expert search', async () => {
    const word = uniqueWord();
    const customer = await suite.app.connectAs(['customer']);
    await saveExperts(customer, expertSearch(`${word} experts`, { text: word }, 'instant'));
    const created = (await suite.admin.connection.callAsync('projects.create', projectInput({ title: `Backend ${word} platform` }))) as { _id: string };
    await suite.admin.connection.callAsync('projects.publish', created._id);
    await settled();
    expect(await alertsOf(customer.userId!)).toEqual([]);
    expect(await SavedSearchHits.find({ userId: customer.userId! }).countAsync()).toBe(0);
    customer.close();
  });
});
