// The acting-user loader for methods and publications (common/acting-user.ts): only the fields
// access checks need, never `services`. Methods and publications read it through loadActingUser.
// A deleted account has no roles and no login tokens, so it can do nothing.
import type { ActingUser } from '../common/acting-user';
import { findUser } from './store';

export const ACCESS_FIELDS = { roles: 1, selectedAccountId: 1, emails: 1, profile: 1, createdAt: 1 } as const;

export async function loadUserForAccess(userId: string): Promise<ActingUser | null> {
  const user = await findUser(userId, ACCESS_FIELDS);
  return user ? (user as ActingUser) : null;
}
