// Account values for component tests: any state, with actions as spies.
import { vi } from 'vitest';
import type { Account, AccountUser } from '../lib/account-types';

export function fakeAccount(overrides: Partial<Account> = {}): Account {
  return {
    user: null,
    userId: null,
    loggingIn: false,
    unagreedCount: 0,
    unreadNotifications: 0,
    hidePrices: false,
    login: vi.fn(async () => {}),
    logout: vi.fn(async () => {}),
    forgotPassword: vi.fn(async () => {}),
    resetPassword: vi.fn(async () => {}),
    acceptInvitation: vi.fn(async () => {}),
    signUpFromInvitation: vi.fn(async () => {}),
    signUp: vi.fn(async (_kind: string, input: { email: string }) => ({ sentTo: input.email })),
    verifyEmail: vi.fn(async () => {}),
    changeEmail: vi.fn(async (email: string) => ({ sentTo: email })),
    callMethod: vi.fn(async () => undefined) as Account['callMethod'],
    changePassword: vi.fn(async () => {}),
    fetchWithLogin: vi.fn(async () => new Response('')),
    upload: vi.fn(async () => ({})) as Account['upload'],
    ...overrides,
  };
}

/** A `callMethod` answering `method` with `answer` (thrown when it is an Error), other calls with nothing. */
export function answeringMethod(method: string, answer: unknown): Account['callMethod'] {
  return vi.fn(async (name: string) => {
    if (name !== method) return undefined;
    if (answer instanceof Error) throw answer;
    return answer;
  }) as never;
}

export function fakeUser(overrides: Partial<AccountUser> = {}): AccountUser {
  return {
    _id: 'user-1',
    profile: { name: { first: 'Jana', last: 'Novakova' } },
    emails: [{ address: 'jana.novakova@example.com', verified: true }],
    roles: ['candidate'],
    ...overrides,
  };
}

/** A logged-in account for `user`. */
export function signedIn(user: AccountUser = fakeUser(), overrides: Partial<Account> = {}): Account {
  return fakeAccount({ user, userId: user._id, ...overrides });
}
