// The retention run does what the privacy policy says, on the real server and a real SMTP peer:
// an account idle for three years is asked by mail and deleted 30 days later unless someone signs
// in; admins and active accounts are left alone; an SMTP outage delays the question, never skips it;
// messages and visitors' requests go two years after their last change, customers' requests stay;
// a company's invitations go 90 days after they were answered or expired; an account whose address
// was never confirmed and that never signed in goes 14 days after sign-up.
import { Meteor } from 'meteor/meteor';
import { describe, expect, it } from 'vitest';
import { appWithMailForThisFile } from '../../../tests/helpers/mail-fixture';
import { CompanyInvitations } from '../company-invitations/collection';
import { ContactMessages } from '../contact-messages/collection';
import { OutboxMails } from '../mail-outbox/collection';
import { Requests } from '../requests/collection';
import { ACCOUNT_IDLE_MS, INVITATION_KEEP_MS, KEEP_ANSWER_MS, MESSAGE_KEEP_MS, UNCONFIRMED_KEEP_MS } from './retention-policy';
import { runRetention } from './retention-run';

const DAY = 24 * 60 * 60 * 1000;
const fixture = appWithMailForThisFile();
const now = new Date();

interface StoredUser {
  deletedAt?: Date;
  emails: { address: string }[];
  retention?: { keepAskedAt?: Date; keepClaimAt?: Date };
}
const stored = async (userId: string) => (await Meteor.users.findOneAsync({ _id: userId })) as unknown as StoredUser;

async function userLastSignedIn(at: Date, roles = ['candidate']): Promise<{ userId: string; email: string }> {
  const user = await fixture.app.createUser({ roles, profile: { name: { first: 'Ida', last: 'Idle' } } });
  await Meteor.users.updateAsync({ _id: user.userId }, { $set: { 'status.lastLogin': { date: at } } });
  return user;
}

const mailsTo = (address: string) => fixture.smtp.mails.filter((mail) => mail.to.includes(address));
/** The question to `address` once the outbox's sender has sent it. */
const questionTo = (address: string) => fixture.smtp.nextMail((mail) => mail.to.includes(address));

describe('accounts nobody signed in to for three years', () => {
  it('asks once by mail, then deletes 30 days later; admins and active accounts stay', async () => {
    const idle = await userLastSignedIn(new Date(now.getTime() - ACCOUNT_IDLE_MS - DAY));
    const idleAdmin = await userLastSignedIn(new Date(now.getTime() - ACCOUNT_IDLE_MS - DAY), ['admin']);
    const active = await userLastSignedIn(now);

    expect((await runRetention(now)).asked).toBeGreaterThanOrEqual(1);
    const question = await questionTo(idle.email);
    expect(question?.raw).toMatch(/Subject: Do you want to keep your account on/);
    expect(question?.text).toContain('sign in within 30 days');
    expect(question?.text).toContain('/engine/sign-in');
    expect((await stored(idle.userId)).retention?.keepAskedAt).toEqual(now);

    // Asked once: the next day's run sends nothing new and deletes nothing yet.
    await runRetention(new Date(now.getTime() + DAY));
    await fixture.app.app.notifications.sender.runOnce();
    expect(mailsTo(idle.email)).toHaveLength(1);
    expect((await stored(idle.userId)).deletedAt).toBeUndefined();

    await runRetention(new Date(now.getTime() + KEEP_ANSWER_MS));
    const deleted = await stored(idle.userId);
    expect(deleted.deletedAt).toBeInstanceOf(Date);
    expect(deleted.emails[0]?.address).toMatch(/@deleted\.invalid$/);
    for (const kept of [idleAdmin, active]) {
      expect((await stored(kept.userId)).deletedAt).toBeUndefined();
      expect(mailsTo(kept.email)).toHaveLength(0);
    }
  });

  it('keeps an account someone signed in to after the question', async () => {
    const idle = await userLastSignedIn(new Date(now.getTime() - ACCOUNT_IDLE_MS - DAY));
    await runRetention(now);
    await questionTo(idle.email);
    await Meteor.users.updateAsync({ _id: idle.userId }, { $set: { 'status.lastLogin': { date: new Date(now.getTime() + DAY) } } });
    await runRetention(new Date(now.getTime() + KEEP_ANSWER_MS + DAY));
    expect((await stored(idle.userId)).deletedAt).toBeUndefined();
  });

  it('counts an account as asked once its question is in the outbox: an SMTP outage delays the mail, never skips it', async () => {
    const idle = await userLastSignedIn(new Date(now.getTime() - ACCOUNT_IDLE_MS - DAY));
    process.env.MAIL_URL = 'smtp://127.0.0.1:9'; // nothing listens: every send fails
    try {
      await runRetention(now);
      await fixture.app.app.notifications.sender.runOnce();
      const waiting = await OutboxMails.findOneAsync({ to: idle.email });
      expect(waiting).toMatchObject({ status: 'waiting', attempts: 1 });
      expect(waiting?.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect((await stored(idle.userId)).retention?.keepAskedAt).toEqual(now);
    } finally {
      process.env.MAIL_URL = fixture.smtp.url;
    }
    // SMTP is back and the retry is due: the question arrives, once.
    await OutboxMails.updateAsync({ to: idle.email }, { $set: { nextAttemptAt: new Date() } });
    await fixture.app.app.notifications.sender.runOnce();
    await questionTo(idle.email);
    await runRetention(new Date(now.getTime() + DAY));
    await fixture.app.app.notifications.sender.runOnce();
    expect(mailsTo(idle.email)).toHaveLength(1);
    expect(await OutboxMails.findOneAsync({ to: idle.email })).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

describe('messages and requests without an account', () => {
  it('go two years after their last change; newer ones and customers’ requests stay', async () => {
    const longAgo = new Date(now.getTime() - MESSAGE_KEEP_MS - DAY);
    const recently = new Date(now.getTime() - MESSAGE_KEEP_MS + DAY);
    const message = (at: Date) => ({
      name: 'Vera Visitor',
      email: 'vera@example.com',
      message: 'Do you have SAP experts?',
      status: 'answered',
      docInfo: { createdAt: at, updatedAt: at },
    });
    const oldMessage = await ContactMessages.insertAsync(message(longAgo) as never, { bypassCollection2: true });
    const newMessage = await ContactMessages.insertAsync(message(recently) as never, { bypassCollection2: true });
    const visitorRequest = await Requests.insertAsync(
      { message: 'Two engineers', contact: { name: 'Vera Visitor', email: 'vera@example.com' }, docInfo: { createdAt: longAgo, updatedAt: longAgo } } as never,
      { bypassCollection2: true },
    );
    const customerRequest = await Requests.insertAsync(
      { message: 'Two engineers', userId: 'someCustomerId1234', docInfo: { createdAt: longAgo, updatedAt: longAgo } } as never,
      { bypassCollection2: true },
    );

    const summary = await runRetention(now);
    expect(summary).toMatchObject({ contactMessages: 1, visitorRequests: 1 });
    expect(await ContactMessages.findOneAsync({ _id: oldMessage })).toBeUndefined();
    expect(await ContactMessages.findOneAsync({ _id: newMessage })).toBeDefined();
    expect(await Requests.findOneAsync({ _id: visitorRequest })).toBeUndefined();
    expect(await Requests.findOneAsync({ _id: customerRequest })).toBeDefined();
  });
});

describe("a company's invitations", () => {
  it('go 90 days after their answer or expiry; pending ones and recent answers stay', async () => {
    const longAgo = new Date(now.getTime() - INVITATION_KEEP_MS - DAY);
    const recently = new Date(now.getTime() - INVITATION_KEEP_MS + DAY);
    const invitation = (fields: Record<string, unknown>) =>
      CompanyInvitations.insertAsync(
        {
          companyId: 'someCompanyId12345',
          invitedBy: 'someOwnerId1234567',
          companyName: 'Keep Test',
          inviterName: 'Olga Berger',
          role: 'member',
          address: `invitee-${Math.random().toString(36).slice(2)}@example.com`,
          createdAt: longAgo,
          expiresAt: longAgo,
          status: 'pending',
          ...fields,
        } as never,
        { bypassCollection2: true },
      );
    const expiredLongAgo = await invitation({});
    const declinedLongAgo = await invitation({ status: 'declined', answeredAt: longAgo });
    const acceptedRecently = await invitation({ status: 'accepted', answeredAt: recently });
    const expiredRecently = await invitation({ expiresAt: recently });
    const stillPending = await invitation({ createdAt: now, expiresAt: new Date(now.getTime() + 14 * DAY) });

    expect((await runRetention(now)).companyInvitations).toBe(2);
    const left = (await CompanyInvitations.find({ companyId: 'someCompanyId12345' }).fetchAsync()).map((doc) => doc._id).sort();
    expect(left).toEqual([acceptedRecently, expiredRecently, stillPending].sort());
    expect(left).not.toContain(expiredLongAgo);
    expect(left).not.toContain(declinedLongAgo);
  });
});

describe('accounts whose address was never confirmed', () => {
  it('go 14 days after sign-up unless someone signed in, the address was confirmed, the agency invited them, or they are admins', async () => {
    const signedUp = new Date(now.getTime() - UNCONFIRMED_KEEP_MS - DAY);
    const account = async (options: { verified: boolean; roles?: string[]; set?: Record<string, unknown>; createdAt?: Date }) => {
      const user = await fixture.app.createUser({ roles: options.roles ?? ['candidate'], verified: options.verified, profile: { name: { first: 'Una', last: 'Unconfirmed' } } });
      await Meteor.users.updateAsync({ _id: user.userId }, { $set: { createdAt: options.createdAt ?? signedUp, ...options.set } });
      return user.userId;
    };
    const mistyped = await account({ verified: false });
    const recent = await account({ verified: false, createdAt: new Date(now.getTime() - UNCONFIRMED_KEEP_MS + DAY) });
    const confirmed = await account({ verified: true });
    const signedIn = await account({ verified: false, set: { 'status.lastLogin': { date: signedUp } } });
    const enrolled = await account({ verified: false, roles: ['customer'], set: { 'services.password.enroll': { token: 'hashed', email: 'x@example.com', when: signedUp } } });
    const admin = await account({ verified: false, roles: ['admin'] });

    expect((await runRetention(now)).unconfirmed).toBe(1);
    expect((await stored(mistyped)).deletedAt).toBeInstanceOf(Date);
    expect((await stored(mistyped)).emails[0]?.address).toMatch(/@deleted\.invalid$/);
    for (const kept of [recent, confirmed, signedIn, enrolled, admin]) expect((await stored(kept)).deletedAt).toBeUndefined();
  });
});
