// The browser entries of accounts-base and accounts-password, wired onto the default connection
// (a scripted DDP peer here): the token in localStorage is resumed when the module loads,
// `Meteor.loginWithPassword` sends Meteor's payload with the SHA-256 digest, and the accounts
// members appear on `Meteor` and `Accounts`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Connection, NodeWebSocket } from '../ddp-client/server';
import { ScriptedPeer } from '../ddp-client/scripted-peer';
import { setDefaultConnection } from '../meteor/client';

let peer: ScriptedPeer;
let connection: Connection;

beforeAll(async () => {
  peer = await ScriptedPeer.start();
  connection = new Connection(peer.url, { WebSocket: NodeWebSocket });
  setDefaultConnection(connection);
  localStorage.setItem('Meteor.loginToken', 'stored-token');
  localStorage.setItem('Meteor.loginTokenExpires', new Date(Date.now() + 86_400_000).toISOString());
  localStorage.setItem('Meteor.userId', 'user1');
});

afterAll(async () => {
  connection.close();
  await peer.close();
});

function answer(id: string, result: unknown): void {
  peer.send({ msg: 'updated', methods: [id] });
  peer.send({ msg: 'result', id, result });
}

describe('accounts in the browser', () => {
  it('resumes the stored token on load and installs the accounts API on Meteor', async () => {
    const { Meteor } = await import('../meteor/client');
    const { Accounts, handleAccountsLinks } = await import('./client');
    const resume = await peer.waitFor((f) => f.msg === 'method' && f.method === 'login');
    expect(resume.params).toEqual([{ resume: 'stored-token' }]);
    expect(Meteor.loggingIn()).toBe(true);
    answer(String(resume.id), { id: 'user1', token: 'stored-token', tokenExpires: { $date: Date.now() + 1000 }, type: 'resume' });
    await expect.poll(() => Meteor.userId()).toBe('user1');
    expect(Meteor.loggingIn()).toBe(false);
    expect(typeof Accounts.createUser).toBe('function');
    expect(typeof Accounts.verifyEmail).toBe('function');
    expect(typeof handleAccountsLinks).toBe('function');
    await expect(Accounts.forgotPassword({})).rejects.toMatchObject({ reason: 'Must pass options.email' });
  });

  it('sends loginWithPassword as Meteor does and stores the new token', async () => {
    const { Meteor } = await import('../meteor/client');
    const done = Meteor.loginWithPassword('bob', 'abc');
    const login = await peer.waitFor((f) => f.msg === 'method' && f.method === 'login' && JSON.stringify(f.params).includes('bob'));
    expect(login.params).toEqual([
      { user: { username: 'bob' }, password: { digest: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad', algorithm: 'sha-256' } },
    ]);
    answer(String(login.id), { id: 'bob1', token: 'new-token', tokenExpires: { $date: Date.now() + 1000 }, type: 'password' });
    await done;
    expect(Meteor.userId()).toBe('bob1');
    expect(localStorage.getItem('Meteor.loginToken')).toBe('new-token');
    const byEmail = Meteor.loginWithPassword('bob@example.com', 'abc');
    const second = await peer.waitFor((f) => f.msg === 'method' && JSON.stringify(f.params).includes('bob@example.com'));
    expect((second.params as Array<{ user: unknown }>)[0]?.user).toEqual({ email: 'bob@example.com' });
    answer(String(second.id), { id: 'bob1', token: 'newer', tokenExpires: { $date: Date.now() + 1000 } });
    await byEmail;
  });
});
