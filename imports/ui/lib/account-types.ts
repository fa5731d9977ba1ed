// The client's view of the signed-in user and the account actions screens may take. The shapes
// follow Meteor's user document (spec §3); fields the server does not publish stay optional.

export type RoleName = 'candidate' | 'customer' | 'admin' | (string & {});

export interface AccountUser {
  _id: string;
  profile?: {
    name?: { first?: string; last?: string };
    hiddenPrices?: boolean;
  };
  emails?: { address: string; verified?: boolean }[];
  candidateData?: { photo?: string };
  /** alanning:roles keeps either a flat list or a map of group → roles. */
  roles?: RoleName[] | Record<string, RoleName[]>;
  createdAt?: Date;
  selectedAccountId?: string;
}

export interface AccountState {
  user: AccountUser | null;
  userId: string | null;
  loggingIn: boolean;
  /** Documents awaiting the user's agreement (status '2'). */
  unagreedCount: number;
  /** Prices are hidden on every screen while this is on. */
  hidePrices: boolean;
}

export interface AccountActions {
  login(email: string, password: string): Promise<void>;
  logout(): Promise<void>;
  forgotPassword(email: string): Promise<void>;
  callMethod<T = unknown>(name: string, ...args: unknown[]): Promise<T>;
}

export type Account = AccountState & AccountActions;

/** Every role the user holds, whichever way roles are stored. */
export function rolesOf(user: Pick<AccountUser, 'roles'> | null | undefined): RoleName[] {
  const roles = user?.roles;
  if (!roles) return [];
  if (Array.isArray(roles)) return roles;
  return [...new Set(Object.values(roles).flat())];
}

/** Users who are both candidate and customer may hide prices (spec §6). */
export function canHidePrices(user: AccountUser | null | undefined): boolean {
  const roles = rolesOf(user);
  return roles.includes('candidate') && roles.includes('customer');
}
