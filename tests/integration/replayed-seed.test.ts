// Someone sending a call with the randomSeed another user's call used (a replay: the seeded ids
// are that call's documents' ids) gets a clean 409 whose reason says so, in every language the UI
// speaks; nothing of theirs is stored, the first caller's documents are untouched, and the server
// goes on answering (common/retried-insert.ts, common/define-method.ts). Before, the duplicate id
// surfaced as a 500.
import { describe, expect, it } from 'vitest';
// Before any collection: it adds attachSchema (the app's server entry loads it first too).
import 'meteor/aldeed:collection2';
import { Applications } from '../../imports/api/applications/collection';
import { CompanyInvitations } from '../../imports/api/company-invitations/collection';
import { ContactMessages } from '../../imports/api/contact-messages/collection';
import { OutboxMails } from '../../imports/api/mail-outbox/collection';
import { projectInput } from '../../imports/api/projects/api.testkit';
import { messageIn } from '../../imports/i18n/intl';
import { Random } from '../../packages/random/index';
import { seededAppForThisFile, seededCall } from '../helpers/seeded-call';

const { app, rawClient } = seededAppForThisFile();
const unique = () => Random.id(6).toLowerCase();
const newSeed = () => Random.hexString(20);
const LOCALES = ['en', 'de', 'cs', 'pl', 'sk', 'hu'] as const;

/** The refusal a replayed seed answers, as the client receives it. */
const REFUSED = {
  error: { error: 409, reason: messageIn('en', 'errors.call.seedReplayed'), details: { messageId: 'errors.call.seedReplayed' } },
};

async function openProject(): Promise<string> {
  const admin = await app().connectAs(['admin']);
  const { _id } = (await admin.connection.callAsync('projects.create', projectInput({ title: `Replay ${unique()}` }))) as { _id: string };
  await admin.connection.callAsync('projects.publish', _id);
  return _id;
}

describe("a call replaying another user's randomSeed", () => {
  it('words its refusal in all six languages', () => {
    const words = LOCALES.map((locale) => messageIn(locale, 'errors.call.seedReplayed'));
    for (const sentence of words) expect(sentence).toMatch(/\S{3,}.*\S{3,}/);
    expect(words.some((sentence) => sentence.includes('errors.'))).toBe(false);
    expect(new Set(words).size).toBe(LOCALES.length);
    expect(REFUSED.error.reason).toContain('nothing was changed');
  });

  it("refuses an application whose seeded id is another candidate's application, and stores nothing", async () => {
    const projectId = await openProject();
    const [first, second] = [await app().connectAs(['candidate'], { profileComplete: true }), await app().connectAs(['candidate'], { profileComplete: true })];
    const seed = newSeed();
    const applied = await seededCall(await rawClient(first.token), 'a1', 'applications.apply', [projectId, {}], seed);
    expect(applied).toMatchObject({ result: expect.any(String) });

    expect(await seededCall(await rawClient(second.token), 'a1', 'applications.apply', [projectId, {}], seed)).toMatchObject(REFUSED);
    expect(await Applications.find({ userId: second.userId! }).countAsync()).toBe(0);
    expect(await Applications.findOneAsync({ _id: (applied as { result: string }).result })).toMatchObject({ userId: first.userId, status: 'submitted' });
    // The server goes on: the same candidate's own call (their own seed) is applied.
    expect(await seededCall(await rawClient(second.token), 'a2', 'applications.apply', [projectId, {}], newSeed())).toMatchObject({ result: expect.any(String) });
  });

  it('refuses a withdrawal whose seeded notification id is taken by another call, and withdraws nothing', async () => {
    const projectId = await openProject();
    const [first, second] = [await app().connectAs(['candidate'], { profileComplete: true }), await app().connectAs(['candidate'], { profileComplete: true })];
    const firstApplication = (await first.connection.callAsync('applications.apply', projectId, {})) as string;
    const secondApplication = (await second.connection.callAsync('applications.apply', projectId, {})) as string;
    const seed = newSeed();
    expect(await seededCall(await rawClient(first.token), 'w1', 'applications.withdraw', [firstApplication], seed)).not.toHaveProperty('error');

    expect(await seededCall(await rawClient(second.token), 'w1', 'applications.withdraw', [secondApplication], seed)).toMatchObject(REFUSED);
    expect(await Applications.findOneAsync({ _id: secondApplication })).toMatchObject({ status: 'submitted' });
    expect(await seededCall(await rawClient(second.token), 'w2', 'applications.withdraw', [secondApplication], newSeed())).not.toHaveProperty('error');
    expect(await Applications.findOneAsync({ _id: secondApplication })).toMatchObject({ status: 'withdrawn' });
  });

  it("refuses another owner's invitation under the seed: no invitation, no mail, and the first link still works", async () => {
    const owners = [await app().connectAs(['customer']), await app().connectAs(['customer'])];
    const companyIds: string[] = [];
    for (const owner of owners) {
      const company = { name: `Replay Co ${unique()}`, companyIdNumber: `HRB${Random.hexString(8)}`, country: 'CZ' };
      companyIds.push((await owner.connection.callAsync('companies.register', company)) as string);
    }
    const [invited, other] = [`invited-${unique()}@example.com`, `other-${unique()}@example.com`];
    const seed = newSeed();
    expect(await seededCall(await rawClient(owners[0]!.token), 'i1', 'companies.invite', [companyIds[0], invited, 'member'], seed)).not.toHaveProperty('error');

    expect(await seededCall(await rawClient(owners[1]!.token), 'i1', 'companies.invite', [companyIds[1], other, 'member'], seed)).toMatchObject(REFUSED);
    expect(await CompanyInvitations.find({ companyId: companyIds[1] }).countAsync()).toBe(0);
    expect(await OutboxMails.find({ to: other }).countAsync()).toBe(0);
    const [mail] = await OutboxMails.find({ to: invited }).fetchAsync();
    const token = /\/engine\/invitation\/([A-Za-z0-9_-]+)\//.exec(mail?.text ?? '')?.[1];
    const link = await seededCall(await rawClient(null), 'l1', 'companyInvitations.byLink', [token], newSeed());
    expect(link).toMatchObject({ result: { address: invited, role: 'member' } });
  });

  it("refuses a visitor's contact message under another visitor's seed", async () => {
    const contact = (email: string) => ({ name: 'Eva Nováková', email, subject: 'SAP team', message: 'Do you have FICO people?', consent: true });
    const [owner, stranger] = [`owner-${unique()}@example.com`, `stranger-${unique()}@example.com`];
    const seed = newSeed();
    await seededCall(await rawClient(null), 'c1', 'contactMessages.send', [contact(owner)], seed);
    expect(await seededCall(await rawClient(null), 'c1', 'contactMessages.send', [contact(stranger)], seed)).toMatchObject(REFUSED);
    expect(await ContactMessages.find({ email: stranger }).countAsync()).toBe(0);
    expect(await ContactMessages.find({ email: owner }).countAsync()).toBe(1);
  });
});
