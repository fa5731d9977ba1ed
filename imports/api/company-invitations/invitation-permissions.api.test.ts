// Who may invite, revoke, read a company's invitations and answer someone's invitation, per role
// over a real WebSocket (anonymous, a candidate, a member of another company, a member, an owner,
// an admin), and the limits on invitation mails: 20 a company a day (too-many-requests with the
// wait), and the per-address mail limit (past it, the same answer and no mail).
import { AccountMailLimits, setAccountMailLimits } from 'meteor/accounts-base';
import { describe, expect, it } from 'vitest';
import type { LoggedInConnection } from '../../../tests/helpers/app-fixture';
import { failureOf, HOSTILE_STRINGS, readSubscription } from '../common/api.testkit';
import { setUpRoleSuite } from '../common/role-suite.testkit';
import { CompanyInvitations } from './collection';
import { addressOf, joinByInvitation, pendingInvitation, setUpMailBox } from './invitations.testkit';

const mails = setUpMailBox();
const suite = setUpRoleSuite();
let counter = 0;

/** A company with its owner and a plain member, and the owner of another company. */
async function world() {
  counter += 1;
  const owner = await suite.app.connectAs(['customer']);
  const member = await suite.app.connectAs(['customer']);
  const otherOwner = await suite.app.connectAs(['customer']);
  const companyId = (await owner.connection.callAsync('companies.register', { name: `Rights ${counter}`, companyIdNumber: `7733${counter}051`, country: 'SK' })) as string;
  const otherCompanyId = (await otherOwner.connection.callAsync('companies.register', { name: `Other ${counter}`, companyIdNumber: `7734${counter}051`, country: 'SK' })) as string;
  await joinByInvitation(owner.connection, companyId, member);
  const as: Record<string, LoggedInConnection> = {
    anonymous: suite.as.get('anonymous')!,
    candidate: suite.as.get('candidate')!,
    'member of another company': otherOwner,
    member,
    owner,
    admin: suite.admin,
  };
  return { companyId, otherCompanyId, as, close: () => [owner, member, otherOwner].forEach((c) => c.close()) };
}

/** What each role gets: 'ok', or the error code. */
const INVITE_AND_REVOKE: Record<string, 'ok' | number> = {
  anonymous: 401,
  candidate: 404,
  'member of another company': 404,
  member: 403,
  owner: 'ok',
  admin: 'ok',
};

describe('inviting and revoking per role', () => {
  for (const [label, expected] of Object.entries(INVITE_AND_REVOKE)) {
    it(`${label}: ${expected === 'ok' ? 'invites and revokes' : `is refused (${expected}) and changes nothing`}`, async () => {
      const { companyId, as, close } = await world();
      const me = as[label]!.connection;
      const address = `invitee-${counter}@example.com`;
      if (expected === 'ok') {
        await me.callAsync('companies.invite', companyId, address, 'member');
        const invitation = (await pendingInvitation(companyId, address))!;
        await me.callAsync('companyInvitations.revoke', invitation._id);
        expect((await CompanyInvitations.findOneAsync({ _id: invitation._id }))?.status).toBe('revoked');
        const token = mails.tokenFor(address)!;
        expect((await failureOf(suite.as.get('anonymous')!.connection.callAsync('companyInvitations.byLink', token))).error).toBe(403);
        expect((await failureOf(me.callAsync('companyInvitations.revoke', invitation._id))).error).toBe(409);
      } else {
        const sent = mails.sent.length;
        expect((await failureOf(me.callAsync('companies.invite', companyId, address, 'owner'))).error).toBe(expected);
        expect(mails.sent.length).toBe(sent);
        expect(await CompanyInvitations.find({ companyId, address }).countAsync()).toBe(0);
        await as.owner!.connection.callAsync('companies.invite', companyId, address, 'member');
        const invitation = (await pendingInvitation(companyId, address))!;
        // A member of another company and a candidate learn nothing, not even that it exists.
        expect((await failureOf(me.callAsync('companyInvitations.revoke', invitation._id))).error).toBe(expected);
        expect((await pendingInvitation(companyId, address))?._id).toBe(invitation._id);
      }
      close();
    });
  }
});

describe('a company’s invitations (companyInvitations.ofCompany) per role', () => {
  const SEES: Record<string, 'all' | 'nothing' | 404> = {
    anonymous: 'nothing',
    candidate: 404,
    'member of another company': 404,
    member: 'all',
    owner: 'all',
    admin: 'all',
  };
  for (const [label, expected] of Object.entries(SEES)) {
    it(`${label}: ${expected === 'all' ? 'sees every invitation with its status, never the link' : expected === 404 ? 'learns nothing (404)' : 'gets nothing'}`, async () => {
      const { companyId, as, close } = await world();
      await as.owner!.connection.callAsync('companies.invite', companyId, `pending-${counter}@example.com`, 'member');
      const me = as[label]!.connection;
      if (expected === 404) {
        expect((await failureOf(readSubscription(me, 'companyInvitations', 'companyInvitations.ofCompany', companyId))).error).toBe(404);
      } else {
        const seen = await readSubscription(me, 'companyInvitations', 'companyInvitations.ofCompany', companyId);
        if (expected === 'nothing') expect(seen).toEqual([]);
        else {
          expect(seen.map((doc) => [doc.address, doc.status]).sort()).toEqual([[`pending-${counter}@example.com`, 'pending'], [(await addressOf(as.member!)).toLowerCase(), 'accepted']].sort());
          for (const doc of seen) expect(doc).not.toHaveProperty('hashedToken');
        }
      }
      close();
    });
  }

  it('refuses hostile ids and input', async () => {
    const { companyId, as, close } = await world();
    for (const bad of HOSTILE_STRINGS) {
      expect((await failureOf(readSubscription(as.owner!.connection, 'companyInvitations', 'companyInvitations.ofCompany', bad))).error).toBe(400);
      expect((await failureOf(as.owner!.connection.callAsync('companies.invite', companyId, bad, 'member'))).error).toBe(400);
      expect((await failureOf(as.owner!.connection.callAsync('companyInvitations.accept', bad))).error).toBe(400);
      expect((await failureOf(as.owner!.connection.callAsync('companyInvitations.byLink', bad))).error).toBe(400);
    }
    expect((await failureOf(as.owner!.connection.callAsync('companies.invite', companyId, 'a@example.com', 'admin'))).error).toBe(400);
    close();
  });
});

describe("someone else's invitation", () => {
  it('cannot be read, accepted or declined by anyone but its addressee (403, unchanged)', async () => {
    const { companyId, as, close } = await world();
    const address = `only-me-${counter}@example.com`;
    await as.owner!.connection.callAsync('companies.invite', companyId, address, 'owner');
    const invitation = (await pendingInvitation(companyId, address))!;
    for (const label of ['candidate', 'member of another company', 'member', 'owner', 'admin']) {
      const me = as[label]!.connection;
      expect((await failureOf(me.callAsync('companyInvitations.accept', invitation._id))).error, label).toBe(403);
      expect((await failureOf(me.callAsync('companyInvitations.decline', invitation._id))).error, label).toBe(403);
      expect((await readSubscription(me, 'companyInvitations', 'companyInvitations.mine')).map((doc) => doc._id), label).not.toContain(invitation._id);
    }
    expect((await failureOf(as.anonymous!.connection.callAsync('companyInvitations.accept', invitation._id))).error).toBe(401);
    expect((await pendingInvitation(companyId, address))?._id).toBe(invitation._id);
    close();
  });
});

describe('limits on invitation mails', () => {
  it('allows 20 invitations a company a day, then too-many-requests with the wait; other companies go on', async () => {
    setAccountMailLimits(new AccountMailLimits({ perRecipient: 3, perClient: 1000 }));
    try {
      const { companyId, otherCompanyId, as, close } = await world();
      // world() invited the member: one of the day's 20.
      for (let index = 1; index < 20; index += 1) await as.owner!.connection.callAsync('companies.invite', companyId, `day-${counter}-${index}@example.com`, 'member');
      const refused = await failureOf(as.owner!.connection.callAsync('companies.invite', companyId, `day-${counter}-20@example.com`, 'member'));
      expect(refused.error).toBe('too-many-requests');
      expect(refused.reason).toMatch(/You must wait \d+ seconds/);
      expect(await pendingInvitation(companyId, `day-${counter}-20@example.com`)).toBeUndefined();
      await as['member of another company']!.connection.callAsync('companies.invite', otherCompanyId, `day-${counter}-20@example.com`, 'member');
      expect(await pendingInvitation(otherCompanyId, `day-${counter}-20@example.com`)).toBeDefined();
      close();
    } finally {
      setAccountMailLimits(null);
    }
  });

  it('past the per-address mail limit answers the same and mails nothing', async () => {
    setAccountMailLimits(new AccountMailLimits({ perRecipient: 3, perClient: 1000 }));
    try {
      const { companyId, as, close } = await world();
      const address = `bombed-${counter}@example.com`;
      for (let index = 0; index < 3; index += 1) await as.owner!.connection.callAsync('companies.invite', companyId, address, 'member');
      const link = mails.tokenFor(address);
      const sent = mails.sent.length;
      expect(await as.owner!.connection.callAsync('companies.invite', companyId, address, 'member')).toBeUndefined();
      expect(mails.sent.length).toBe(sent);
      // The link already mailed still works: nothing was renewed.
      expect(await as.anonymous!.connection.callAsync('companyInvitations.byLink', link)).toMatchObject({ address });
      close();
    } finally {
      setAccountMailLimits(null);
    }
  });
});
