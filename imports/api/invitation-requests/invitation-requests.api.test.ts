// invitationRequests.* and contactMessages.* over a real WebSocket: anyone may ask for an
// invitation or write to the agency (with consent); only admins read them; accepting an
// invitation request creates a password-less account with the asked role and mails an enroll
// link; hostile input changes nothing.
import { Accounts } from 'meteor/accounts-base';
import 'meteor/accounts-password';
import { Email, type EmailOptions } from '../../../packages/email/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppFixture, type LoggedInConnection, startAppFixture } from '../../../tests/helpers/app-fixture';
import { failureOf, HOSTILE_STRINGS, readSubscription } from '../common/api.testkit';
import { ROLE_CASES } from '../common/role-suite.testkit';
import { ContactMessages } from '../contact-messages/collection';
import { InvitationRequests } from './collection';

let app: AppFixture;
const as = new Map<string, LoggedInConnection>();
const sent: EmailOptions[] = [];
let hook: { stop(): void };
let counter = 0;

function invitation(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return { email: `new-expert-${counter}@example.com`, name: { first: 'Jan', last: 'Novák' }, kind: 'candidate', message: 'SAP consultant', consent: true, ...overrides };
}
const contactMessage = { name: 'Eva Horváthová', email: 'eva@example.com', subject: 'Rates', message: 'What are your fees?', consent: true };
const snapshot = async () => [await InvitationRequests.find({}, { sort: { _id: 1 } }).fetchAsync(), await ContactMessages.find({}, { sort: { _id: 1 } }).fetchAsync()];

beforeAll(async () => {
  hook = Email.hookSend((options) => {
    sent.push(options);
    return false;
  });
  app = await startAppFixture();
  for (const { label, roles } of ROLE_CASES) as.set(label, await app.connectAs(roles));
});

afterAll(async () => {
  hook?.stop();
  for (const connection of as.values()) connection.close();
  await app?.stop();
});

describe('invitation requests', () => {
  for (const { label } of ROLE_CASES) {
    it(`${label}: may ask; a repeated ask changes nothing`, async () => {
      const me = as.get(label)!.connection;
      const input = invitation();
      await me.callAsync('invitationRequests.create', input);
      await me.callAsync('invitationRequests.create', { ...input, email: input.email.toUpperCase() });
      expect(await InvitationRequests.find({ email: input.email }).countAsync()).toBe(1);
    });
  }

  it('needs consent', async () => {
    expect((await failureOf(as.get('anonymous')!.connection.callAsync('invitationRequests.create', invitation({ consent: false })))).error).toBe(400);
  });

  it('admins answer: an invitation creates the account with the role and mails an enroll link', async () => {
    const input = invitation({ kind: 'customer' });
    await as.get('anonymous')!.connection.callAsync('invitationRequests.create', input);
    const requestId = (await InvitationRequests.findOneAsync({ email: input.email }))!._id;
    for (const label of ['candidate', 'customer', 'candidate+customer']) {
      expect((await failureOf(as.get(label)!.connection.callAsync('invitationRequests.answer', requestId, 'invite'))).error).toBe(403);
    }
    const admin = as.get('admin')!.connection;
    const { userId } = (await admin.callAsync('invitationRequests.answer', requestId, 'invite')) as { userId: string };
    const user = await Accounts.findUserByEmail(input.email);
    expect(user?._id).toBe(userId);
    expect(user?.roles).toEqual(['customer']);
    expect(user?.services?.password?.bcrypt).toBeUndefined();
    expect(sent.some((mail) => mail.to === input.email && /enroll/i.test(String(mail.text)))).toBe(true);
    expect(await InvitationRequests.findOneAsync({ _id: requestId })).toMatchObject({ status: 'invited', invitedUserId: userId });
    expect((await failureOf(admin.callAsync('invitationRequests.answer', requestId, 'decline'))).error).toBe(409);

    const listed = await readSubscription(admin, 'invitationRequests', 'invitationRequests.admin');
    expect(listed.map((doc) => doc._id)).toContain(requestId);
    expect((await failureOf(readSubscription(as.get('customer')!.connection, 'invitationRequests', 'invitationRequests.admin'))).error).toBe(403);
  });
});

describe('contact messages', () => {
  for (const { label } of ROLE_CASES) {
    it(`${label}: may write (with consent)`, async () => {
      const me = as.get(label)!;
      const id = (await me.connection.callAsync('contactMessages.send', contactMessage)) as string;
      expect(await ContactMessages.findOneAsync({ _id: id })).toMatchObject({ status: 'new', consentAt: expect.any(Date), ...(me.userId ? { userId: me.userId } : {}) });
    });
  }

  it('only admins read and file them', async () => {
    const id = (await as.get('anonymous')!.connection.callAsync('contactMessages.send', contactMessage)) as string;
    const admin = as.get('admin')!.connection;
    await admin.callAsync('contactMessages.setStatus', id, 'answered');
    expect((await readSubscription(admin, 'contactMessages', 'contactMessages.admin', 'answered')).map((doc) => doc._id)).toContain(id);
    expect((await failureOf(readSubscription(as.get('candidate')!.connection, 'contactMessages', 'contactMessages.admin'))).error).toBe(403);
    expect((await failureOf(as.get('customer')!.connection.callAsync('contactMessages.setStatus', id, 'archived'))).error).toBe(403);
  });
});

describe('hostile input', () => {
  it('is refused without changing anything', async () => {
    const before = await snapshot();
    const anonymous = as.get('anonymous')!.connection;
    for (const bad of HOSTILE_STRINGS) {
      if (bad === null) continue;
      expect((await failureOf(anonymous.callAsync('invitationRequests.create', invitation({ email: bad })))).error, String(bad)).toBe(400);
      expect((await failureOf(anonymous.callAsync('contactMessages.send', { ...contactMessage, message: bad }))).error).toBe(400);
      if (bad !== true) expect((await failureOf(anonymous.callAsync('contactMessages.send', { ...contactMessage, consent: bad }))).error).toBe(400);
      expect((await failureOf(as.get('admin')!.connection.callAsync('invitationRequests.answer', bad, 'invite'))).error).toBe(400);
    }
    expect((await failureOf(anonymous.callAsync('contactMessages.send', { ...contactMessage, name: 'x\r\nBcc: evil@example.com' }))).error).toBe(400);
    expect((await failureOf(anonymous.callAsync('contactMessages.send', { ...contactMessage, status: 'answered' }))).error).toBe(400);
    expect((await failureOf(anonymous.callAsync('invitationRequests.create', invitation({ status: 'invited' })))).error).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});
