// A company invitation re-sent with the randomSeed of its first send (the client re-sends a call
// whose answer a reconnect lost) is answered as the first send and stores, mails and notifies
// nothing new: the first mail's link keeps working. A new call (a new seed) renews the invitation
// as before: a new mail, whose link replaces the first one. Mails are read from the outbox, where
// every mail is stored before the call answers.
import { describe, expect, it } from 'vitest';
// Before any collection: it adds attachSchema (the app's server entry loads it first too).
import 'meteor/aldeed:collection2';
import { CompanyInvitations } from '../../imports/api/company-invitations/collection';
import { OutboxMails } from '../../imports/api/mail-outbox/collection';
import { NotificationEvents } from '../../imports/api/notifications/events';
import { Random } from '../../packages/random/index';
import { seededAppForThisFile, seededCall } from '../helpers/seeded-call';

const { app, rawClient } = seededAppForThisFile();
const unique = () => Random.id(6).toLowerCase();

/** The invitation mails to `address` in the outbox, oldest first, with their links' tokens. */
async function invitationMails(address: string): Promise<string[]> {
  const mails = await OutboxMails.find({ to: address }, { sort: { createdAt: 1 } }).fetchAsync();
  return mails.map((mail) => /\/engine\/invitation\/([A-Za-z0-9_-]+)\//.exec(mail.text)?.[1] ?? `no link in: ${mail.subject}`);
}

async function byLink(token: string) {
  return seededCall(await rawClient(null), 'l1', 'companyInvitations.byLink', [token], Random.hexString(20));
}

async function ownerWithCompany() {
  const owner = await app().connectAs(['customer']);
  const company = { name: `Retry Invites ${unique()}`, companyIdNumber: `HRB${Random.hexString(8)}`, country: 'DE' };
  return { owner, companyId: (await owner.connection.callAsync('companies.register', company)) as string };
}

describe('a company invitation re-sent with the same randomSeed', () => {
  it('answers as the first send, mails and notifies nothing new, and the first link keeps working', async () => {
    const { owner, companyId } = await ownerWithCompany();
    // An invitee with an account: the invitation also reaches their bell.
    const invitee = await app().connectAs(['candidate']);
    const address = invitee.user!.email.toLowerCase();
    const seed = Random.hexString(20);
    const first = await seededCall(await rawClient(owner.token), 'i1', 'companies.invite', [companyId, address, 'member'], seed);
    expect(first, JSON.stringify(first)).not.toHaveProperty('error');
    const [firstLink] = await invitationMails(address);
    expect(firstLink).toMatch(/^[A-Za-z0-9_-]{20,}$/);

    const again = await seededCall(await rawClient(owner.token), 'i1', 'companies.invite', [companyId, address, 'member'], seed);
    expect(again).toEqual(first);
    expect(await invitationMails(address)).toEqual([firstLink]);
    expect(await CompanyInvitations.find({ companyId, address }).countAsync()).toBe(1);
    expect(await NotificationEvents.find({ kind: 'company.invited', 'audience.userIds': invitee.userId! }).countAsync()).toBe(1);
    expect(await byLink(firstLink!)).toMatchObject({ result: { invitationId: expect.any(String), role: 'member', address } });

    // A new call renews it as before: a new link, and the first one stops working.
    expect(await seededCall(await rawClient(owner.token), 'i2', 'companies.invite', [companyId, address, 'member'], Random.hexString(20))).not.toHaveProperty('error');
    const links = await invitationMails(address);
    expect(links).toHaveLength(2);
    expect(await byLink(links[1]!)).toHaveProperty('result');
    expect(await byLink(firstLink!)).toMatchObject({ error: { error: 403 } });
  });

  it('sends an address without an account its one mail; the first link stays valid', async () => {
    const { owner, companyId } = await ownerWithCompany();
    const address = `newcomer-${unique()}@example.com`;
    const seed = Random.hexString(20);
    for (let send = 0; send < 3; send += 1) {
      const answer = await seededCall(await rawClient(owner.token), 'i1', 'companies.invite', [companyId, address, 'owner'], seed);
      expect(answer, JSON.stringify(answer)).not.toHaveProperty('error');
    }
    const links = await invitationMails(address);
    expect(links).toHaveLength(1);
    expect(await byLink(links[0]!)).toMatchObject({ result: { role: 'owner', hasAccount: false } });
  });
});
