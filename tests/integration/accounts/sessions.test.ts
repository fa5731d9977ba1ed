// Login tokens end, and connections using them lose their user at once: logout elsewhere, the
// 90-day lifetime (an injected clock and the sweep), setPasswordAsync. A private publication
// shows that the connection's subscriptions re-run as nobody: its documents are removed.
import { describe, expect, it } from 'vitest';
import { users } from '../../../packages/accounts-base/users-collection';
import { Collection } from '../../../packages/mongo/collection';
import { Meteor } from '../../../packages/meteor/server';
import type { RawDdpClient } from '../../helpers/raw-ddp-client';
import { Accounts, DAY, call, createUser, errorOf, loginWithPassword, setupAccountsServer } from './accounts-fixture';

const fixture = setupAccountsServer();
const notes = new Collection<{ _id: string; owner: string; text: string }>('privateNotes');

Meteor.publish('myNotes', function () {
  if (!this.userId) return this.ready();
  return notes.find({ owner: this.userId });
});

async function loggedInWithNote(email: string, password: string, userId: string): Promise<{ client: RawDdpClient; noteId: string; token: string }> {
  const noteId = await notes.insertAsync({ owner: userId, text: `note of ${userId}` });
  const client = await fixture.connect();
  const { token } = await loginWithPassword(client, email, password);
  client.send({ msg: 'sub', id: 'notes', name: 'myNotes', params: [] });
  await client.next({ msg: 'ready' });
  expect(client.collectData()).toContainEqual(expect.objectContaining({ msg: 'added', collection: 'privateNotes', id: noteId }));
  return { client, noteId, token };
}

/** After the drop, the connection acts as nobody: a method sees no user. */
async function expectLoggedOut(client: RawDdpClient, userId: string, noteId: string): Promise<void> {
  await client.next({ msg: 'removed', collection: 'privateNotes', id: noteId });
  await client.next({ msg: 'removed', collection: 'users', id: userId });
  expect(errorOf(await call(client, 'getNewToken'))).toMatchObject({ error: 'You are not logged in.' });
}

describe('a connection whose token goes away loses its user at once', () => {
  it('on logout from another connection with the same token', async () => {
    const { userId, email, password } = await createUser();
    const { client: first, noteId, token } = await loggedInWithNote(email, password, userId);
    const second = await fixture.connect();
    await call(second, 'login', { resume: token });
    const start = Date.now();
    await call(second, 'logout');
    await expectLoggedOut(first, userId, noteId);
    expect(Date.now() - start).toBeLessThan(1000);
    expect(first.isOpen).toBe(true);
  });

  it('when the token passes 90 days: resume is refused and the sweep removes it', async () => {
    const { userId, email, password } = await createUser();
    const { client, noteId, token } = await loggedInWithNote(email, password, userId);
    fixture.clock.advance(91 * DAY);
    try {
      const other = await fixture.connect();
      expect(errorOf(await call(other, 'login', { resume: token }))).toMatchObject({
        error: 403,
        reason: 'Your session has expired. Please log in again.',
      });
      await Accounts.sweepExpiredTokens();
      expect((await users.findOneAsync({ _id: userId }))?.services?.resume?.loginTokens).toEqual([]);
      await expectLoggedOut(client, userId, noteId);
    } finally {
      fixture.clock.advance(-91 * DAY);
    }
  });

  it('keeps a token younger than 90 days through the sweep', async () => {
    const { userId, email, password } = await createUser();
    await loginWithPassword(await fixture.connect(), email, password);
    fixture.clock.advance(89 * DAY);
    try {
      await Accounts.sweepExpiredTokens();
      expect((await users.findOneAsync({ _id: userId }))?.services?.resume?.loginTokens).toHaveLength(1);
    } finally {
      fixture.clock.advance(-89 * DAY);
    }
  });

  it('when the server sets a new password (logout by default)', async () => {
    const { userId, email, password } = await createUser();
    const { client, noteId } = await loggedInWithNote(email, password, userId);
    await Accounts.setPasswordAsync(userId, 'set by admin');
    await expectLoggedOut(client, userId, noteId);
    expect((await loginWithPassword(client, email, 'set by admin')).id).toBe(userId);
  });

  it('when the user is removed', async () => {
    const { userId, email, password } = await createUser();
    const { client, noteId } = await loggedInWithNote(email, password, userId);
    await users.removeAsync({ _id: userId });
    await expectLoggedOut(client, userId, noteId);
  });

  it('not when another of the user’s tokens goes away', async () => {
    const { userId, email, password } = await createUser();
    const { client } = await loggedInWithNote(email, password, userId);
    const other = await fixture.connect();
    await loginWithPassword(other, email, password);
    const mark = client.mark();
    await call(other, 'logout');
    await client.barrier();
    expect(client.since(mark).filter((f) => f.msg === 'removed')).toEqual([]);
    expect(errorOf(await call(client, 'getNewToken'))).toBeUndefined();
  });
});
