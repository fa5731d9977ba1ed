// Answering an invitation request never leaves a half-done action, over a real WebSocket: with
// SMTP down (MAIL_URL pointing at a closed port) the answer succeeds and its enroll mail waits in
// the outbox for the sender's retries; when the mail cannot even be queued, nothing of the
// answer stays (no account, the request open again) and the admin answers again later.
import { createServer } from 'node:net';
import { Accounts } from 'meteor/accounts-base';
import 'meteor/accounts-password';
import { Email } from 'meteor/email';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppFixture, type LoggedInConnection, startAppFixture } from '../../../tests/helpers/app-fixture';
import { failureOf } from '../common/api.testkit';
import { OutboxMails } from '../mail-outbox/collection';
import { InvitationRequests } from './collection';

let app: AppFixture;
let admin: LoggedInConnection;
let queueDown = false;
let hook: { stop(): void };
const mailUrl = process.env.MAIL_URL;
let counter = 0;

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function askedFor(): Promise<{ requestId: string; email: string }> {
  counter += 1;
  const email = `smtp-down-${counter}@example.com`;
  await admin.connection.callAsync('invitationRequests.create', { email, name: { first: 'Jan', last: 'Novák' }, kind: 'candidate', consent: true });
  return { requestId: (await InvitationRequests.findOneAsync({ email }))!._id, email };
}

beforeAll(async () => {
  process.env.MAIL_URL = `smtp://127.0.0.1:${await closedPort()}`;
  // Before the app's outbox hook: stands for the outbox itself failing to take a mail.
  hook = Email.hookSend(() => {
    if (queueDown) throw new Error('the outbox cannot take mails');
  });
  app = await startAppFixture();
  admin = await app.connectAs(['admin']);
});

afterAll(async () => {
  hook?.stop();
  admin?.close();
  await app?.stop();
  if (mailUrl === undefined) delete process.env.MAIL_URL;
  else process.env.MAIL_URL = mailUrl;
});

describe('invitationRequests.answer while mail cannot go out', () => {
  it('with SMTP down: the account is made, the request answered, and the enroll mail waits in the outbox', async () => {
    const { requestId, email } = await askedFor();
    const { userId } = (await admin.connection.callAsync('invitationRequests.answer', requestId, 'invite')) as { userId: string };
    expect((await Accounts.findUserByEmail(email))?._id).toBe(userId);
    expect(await InvitationRequests.findOneAsync({ _id: requestId })).toMatchObject({ status: 'invited', invitedUserId: userId });
    const queued = await OutboxMails.findOneAsync({ to: email, topic: 'account' });
    expect(queued).toMatchObject({ status: 'waiting' });
    expect(queued!.text).toMatch(/#\/enroll-account\/[\w-]+/);

    await app.app.notifications.sender.runOnce();
    expect(await OutboxMails.findOneAsync({ _id: queued!._id })).toMatchObject({ status: 'waiting', attempts: 1, lastError: expect.stringMatching(/ECONNREFUSED|connect/i) });
    // Done once: a second answer is refused, and nothing was made twice.
    expect((await failureOf(admin.connection.callAsync('invitationRequests.answer', requestId, 'invite'))).error).toBe(409);
    expect(await OutboxMails.find({ to: email }).countAsync()).toBe(1);
  });

  it('when the mail cannot be queued: no account stays, the request is open again, and a later answer succeeds', async () => {
    const { requestId, email } = await askedFor();
    queueDown = true;
    try {
      expect((await failureOf(admin.connection.callAsync('invitationRequests.answer', requestId, 'invite'))).error).toBe(500);
    } finally {
      queueDown = false;
    }
    expect(await Accounts.findUserByEmail(email)).toBeUndefined();
    expect(await InvitationRequests.findOneAsync({ _id: requestId })).toMatchObject({ status: 'new' });
    expect((await InvitationRequests.findOneAsync({ _id: requestId }))?.invitedUserId).toBeUndefined();

    const { userId } = (await admin.connection.callAsync('invitationRequests.answer', requestId, 'invite')) as { userId: string };
    expect((await Accounts.findUserByEmail(email))?._id).toBe(userId);
    expect(await OutboxMails.find({ to: email, topic: 'account', status: 'waiting' }).countAsync()).toBe(1);
  });
});
