// The role matrix the API suites run through, and the suite set-up most of them share: one app
// per test file, an admin connection and one logged-in connection per role case.
import { afterAll, beforeAll } from 'vitest';
import { type AppFixture, type LoggedInConnection, startAppFixture } from '../../../tests/helpers/app-fixture';

export const ROLE_CASES: ReadonlyArray<{ label: string; roles: string[] | null }> = [
  { label: 'anonymous', roles: null },
  { label: 'candidate', roles: ['candidate'] },
  { label: 'customer', roles: ['customer'] },
  { label: 'candidate+customer', roles: ['candidate', 'customer'] },
  { label: 'admin', roles: ['admin'] },
];

export interface RoleSuite {
  app: AppFixture;
  admin: LoggedInConnection;
  /** A connection per ROLE_CASES label; a suite may add its own (all are closed at the end). */
  as: Map<string, LoggedInConnection>;
}

/**
 * Registers the beforeAll/afterAll hooks that start the app and connect every role, and stop
 * them again. The returned object is filled in by beforeAll, so read it inside hooks and tests.
 */
export function setUpRoleSuite(): RoleSuite {
  const suite = { as: new Map<string, LoggedInConnection>() } as RoleSuite;
  beforeAll(async () => {
    suite.app = await startAppFixture();
    suite.admin = await suite.app.connectAs(['admin']);
    // Profiles complete, so every role that may apply can (applying needs the whole wizard).
    for (const { label, roles } of ROLE_CASES) suite.as.set(label, await suite.app.connectAs(roles, { profileComplete: true }));
  });
  // Closes whatever was opened, even when beforeAll failed half-way.
  afterAll(async () => {
    for (const connection of suite.as.values()) connection.close();
    suite.admin?.close();
    await suite.app?.stop();
  });
  return suite;
}
