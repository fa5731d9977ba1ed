// The app fixture's promise to every domain test: users of any role log in over DDP through the
// real password login, and their connection then sees their own user document (never services).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppFixture, startAppFixture } from '../helpers/app-fixture';
import { waitUntil } from '../helpers/wait-until';

describe('app fixture', () => {
  let fixture: AppFixture;

  beforeAll(async () => {
    fixture = await startAppFixture();
  });

  afterAll(async () => {
    await fixture?.stop();
  });

  it('logs a candidate+customer in and publishes their own document without services', async () => {
    const session = await fixture.connectAs(['candidate', 'customer']);
    const received = new Map<string, Record<string, unknown>>();
    session.connection.registerStore('users', {
      beginUpdate() {},
      update(message: { msg: string; id: string; fields?: Record<string, unknown> }) {
        if (message.msg === 'added') received.set(message.id, { ...message.fields });
      },
      endUpdate() {},
    });
    await waitUntil(() => received.has(session.userId as string), { timeoutMs: 5_000, what: 'own user document' });
    const own = received.get(session.userId as string) as Record<string, unknown>;
    expect(own.roles).toEqual(['candidate', 'customer']);
    expect(own).not.toHaveProperty('services');
    expect(typeof session.token).toBe('string');
    session.close();
  });

  it('refuses a wrong password with the ambiguous message', async () => {
    const user = await fixture.createUser({ roles: ['candidate'] });
    await expect(fixture.loginAs({ ...user, password: 'not-the-password' })).rejects.toMatchObject({
      error: 403,
      reason: 'Something went wrong. Please check your credentials.',
    });
  });
});
