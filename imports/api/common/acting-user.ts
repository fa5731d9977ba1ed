// The acting user as methods and publications see it: loaded once per call with only the fields
// access checks need (users/access-loader.ts), never `services`.
import type { UserRole } from './permissions';
import { loadUserForAccess } from '../users/access-loader';

export interface ActingUser {
  _id: string;
  roles?: UserRole[] | string[];
  selectedAccountId?: string;
  emails?: { address: string; verified: boolean }[];
  profile?: { name?: { first?: string; last?: string }; hiddenPrices?: boolean };
  createdAt?: Date;
}

export async function loadActingUser(userId: string | null): Promise<ActingUser | null> {
  return userId ? loadUserForAccess(userId) : null;
}
