// Logs the calling connection in as a freshly created account, the way accounts-password's
// `createUser` method does: through `Accounts._attemptLogin`, so login hooks (validateLoginAttempt,
// onLogin, user-status' lastLogin) run, a hashed login token is stored, the connection's user is
// set (its subscriptions re-run) and the token is watched (removing it logs the connection out).
// The caller receives `{id, token, tokenExpires}` like the `login` method answers, so the client
// stores the token and resumes the session after a reload. Server-only.
import { Accounts } from 'meteor/accounts-base';
import type { MethodContext } from '../common/define-method';

export interface LoginResult {
  id: string;
  token: string;
  tokenExpires: Date;
}

type Invocation = Parameters<typeof Accounts._attemptLogin>[0];

export async function logInConnection(context: MethodContext, methodName: string, userId: string): Promise<LoginResult> {
  // `context.connection` is the session's connection handle; _attemptLogin needs it and setUserId.
  const invocation = {
    userId: context.userId,
    connection: context.connection,
    setUserId: (id: string | null) => context.invocation.setUserId(id),
  } as unknown as Invocation;
  const { id, token, tokenExpires } = await Accounts._attemptLogin(invocation, methodName, [], { type: 'password', userId });
  return { id, token, tokenExpires };
}
