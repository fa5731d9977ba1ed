// Operator injection through the accounts methods: `{"$ne": null}`, `{"$regex": ".*"}` and the
// EJSON RegExp `{"$regexp": ".*", "$flags": ""}` (plus a few relatives) as e-mail, password or
// token, sent while a victim holds a login token, a pending reset, enroll-free verification
// token — nobody is logged in, nothing in the database changes, and the answer is a 400.
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../packages/accounts-base/users-collection';
import { Accounts, call, createUser, digest, errorOf, loginWithPassword, setupAccountsServer } from './accounts-fixture';

const fixture = setupAccountsServer();

const PAYLOADS: Record<string, unknown> = {
  ne: { $ne: null },
  regex: { $regex: '.*' },
  ejsonRegExp: { $regexp: '.*', $flags: '' },
  gt: { $gt: '' },
  exists: { $exists: true },
  array: ['a@example.com'],
};

async function snapshot(): Promise<string> {
  const all = await users.find({}, { sort: { _id: 1 } }).fetchAsync();
  return JSON.stringify(all);
}

let victim: { userId: string; email: string; password: string };

beforeAll(async () => {
  victim = await createUser('victim password');
  await loginWithPassword(await fixture.connect(), victim.email, victim.password);
  await Accounts.generateResetToken(victim.userId);
  await Accounts.generateVerificationToken(victim.userId);
});

function attacks(payload: unknown): Array<[string, unknown[]]> {
  return [
    ['login', [{ user: { email: payload }, password: digest('x') }]],
    ['login', [{ user: { username: payload }, password: digest('x') }]],
    ['login', [{ user: { id: payload }, password: digest('x') }]],
    ['login', [{ user: { email: victim.email }, password: payload }]],
    ['login', [{ user: { email: victim.email }, password: { digest: payload, algorithm: 'sha-256' } }]],
    ['login', [{ resume: payload }]],
    ['resetPassword', [payload, digest('taken over')]],
    ['verifyEmail', [payload]],
    ['forgotPassword', [{ email: payload }]],
    ['createUser', [{ email: payload, password: digest('x y z') }]],
    ['changePassword', [payload, digest('taken over')]],
  ];
}

describe('operator injection through the accounts methods', () => {
  for (const [name, payload] of Object.entries(PAYLOADS)) {
    it(`${name}: logs nobody in and changes no data`, async () => {
      const before = await snapshot();
      const client = await fixture.connect();
      for (const [method, params] of attacks(payload)) {
        const frame = await call(client, method, ...params);
        expect(frame.result, `${method} ${JSON.stringify(params)}`).toBeUndefined();
        expect(errorOf(frame)?.error, `${method} ${JSON.stringify(params)}`).toBe(400);
      }
      expect(client.collectData().filter((f) => f.msg === 'added' && f.collection === 'users')).toEqual([]);
      expect(await snapshot()).toBe(before);
      await client.ping();
    });
  }

  it('the victim’s password and pending tokens still work afterwards', async () => {
    const client = await fixture.connect();
    expect((await loginWithPassword(client, victim.email, 'victim password')).id).toBe(victim.userId);
  });
});
