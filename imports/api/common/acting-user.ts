// The acting user as methods and publications see it: loaded once per call from the users
// collection by the loader the server composition registers (register-api), so this module does
// not depend on how accounts store users.
import type { UserRole } from './permissions';

export interface ActingUser {
  _id: string;
  roles?: UserRole[] | string[];
  selectedAccountId?: string;
  emails?: { address: string; verified: boolean }[];
  profile?: { name?: { first?: string; last?: string }; hiddenPrices?: boolean };
  createdAt?: Date;
}

export type ActingUserLoader = (userId: string) => Promise<ActingUser | null>;

let loader: ActingUserLoader | null = null;

export function setActingUserLoader(next: ActingUserLoader): void {
  loader = next;
}

export async function loadActingUser(userId: string | null): Promise<ActingUser | null> {
  if (!userId) return null;
  if (!loader) throw new Error('No acting-user loader registered: the server composition must call setActingUserLoader');
  return loader(userId);
}
