// users.setLanguage over a real WebSocket: anyone may tell the server the language of their
// connection; a signed-in user's choice is saved only when asked to remember it; bad input
// changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppFixture, startAppFixture } from '../../../tests/helpers/app-fixture';
import { findUser } from './store';
import { callError, HOSTILE_VALUES, usersSnapshot } from './users.testkit';

let app: AppFixture;

beforeAll(async () => {
  app = await startAppFixture();
});

afterAll(async () => {
  await app?.stop();
});

describe('users.setLanguage', () => {
  it('takes an anonymous connection’s language without writing any user', async () => {
    const { connection, close } = await app.connectAs(null);
    const before = await usersSnapshot();
    expect(await connection.callAsync('users.setLanguage', 'cs', true)).toBe('cs');
    expect(await usersSnapshot()).toBe(before);
    close();
  });

  for (const roles of [['candidate'], ['customer'], ['admin']]) {
    it(`saves a ${roles[0]}'s language when asked to remember it, and only then`, async () => {
      const { connection, userId, close } = await app.connectAs(roles);
      await connection.callAsync('users.setLanguage', 'pl', false);
      expect((await findUser(userId as string))?.profile?.language).toBeUndefined();
      await connection.callAsync('users.setLanguage', 'pl', true);
      expect((await findUser(userId as string))?.profile?.language).toBe('pl');
      await connection.callAsync('users.setLanguage', 'de', true);
      expect((await findUser(userId as string))?.profile?.language).toBe('de');
      close();
    });
  }

  it('refuses a language we do not speak or a malformed call, and changes nothing', async () => {
    const { connection, close } = await app.connectAs(['candidate']);
    for (const args of [['fr', true], ['EN', true], ['de', 'yes'], ['de'], ...HOSTILE_VALUES.map((value) => [value, true])]) {
      const before = await usersSnapshot();
      expect((await callError(connection, 'users.setLanguage', ...args)).error).toBe(400);
      expect(await usersSnapshot()).toBe(before);
    }
    close();
  });
});
