import '../testing/cleanup';
import { act, render, screen } from '@testing-library/react';
import { ReactiveVar } from 'meteor/tracker';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Meteor and the accounts client as facades with reactive user state, so the adapter runs
// without a server; each test scripts what the accounts client answers.
const state = vi.hoisted(() => ({ meteor: {} as Record<string, unknown>, accounts: {} as Record<string, unknown>, subscribed: 0 }));
vi.mock('meteor/meteor', () => ({ Meteor: state.meteor }));
vi.mock('meteor/accounts-base', () => ({ Accounts: state.accounts }));
vi.mock('meteor/accounts-password', () => ({
  hashPassword: async (password: string) => ({ digest: `sha256(${password})`, algorithm: 'sha-256' }),
}));

// The header's counts as a reactive value; the subscriptions counted while they are open.
const unagreed = vi.hoisted(() => ({ count: null as { get(): number; set(value: number): void } | null }));
vi.mock('./account-counts', async () => {
  const { ReactiveVar } = await import('meteor/tracker');
  const count = new ReactiveVar(0);
  unagreed.count = count;
  return {
    NO_OWN_COUNTS: { unagreedCount: 0, unreadNotifications: 0 },
    subscribeOwnCounts: () => {
      state.subscribed += 1;
      return () => (state.subscribed -= 1);
    },
    readOwnCounts: () => ({ unagreedCount: count.get(), unreadNotifications: count.get() * 10 }),
  };
});

const { accountActions, useAccount } = await import('./account');

function setupFacade() {
  const userId = new ReactiveVar<string | null>(null);
  const user = new ReactiveVar<unknown>(null);
  const callAsync = vi.fn(async (..._args: unknown[]): Promise<unknown> => undefined);
  const loginWithPassword = vi.fn(async (_selector: unknown, _password: string): Promise<unknown> => undefined);
  for (const key of Object.keys(state.meteor)) delete state.meteor[key];
  for (const key of Object.keys(state.accounts)) delete state.accounts[key];
  Object.assign(state.meteor, {
    userId: () => userId.get(),
    user: () => user.get(),
    loggingIn: () => false,
    callAsync,
    loginWithPassword,
    logout: vi.fn(async () => {}),
  });
  const accounts = {
    forgotPassword: vi.fn(async (_options: unknown) => {}),
    resetPassword: vi.fn(async (_token: string, _password: string) => ({ id: 'u1', token: 't' })),
    callLoginMethod: vi.fn(async (_name: string, _args: unknown[]): Promise<unknown> => ({ id: 'u1', token: 't' })),
    changePassword: vi.fn(async (_old: string, _new: string) => {}),
  };
  Object.assign(state.accounts, accounts);
  return { userId, user, callAsync, loginWithPassword, accounts };
}

function Probe() {
  const account = useAccount();
  return (
    <output aria-label="account">
      {JSON.stringify({ userId: account.userId, hidePrices: account.hidePrices, name: account.user?.profile?.name?.first ?? null, unagreed: account.unagreedCount, unread: account.unreadNotifications })}
    </output>
  );
}

afterEach(() => {
  delete (window as Window & { dataLayer?: unknown[] }).dataLayer;
});

describe('account adapter over Meteor', () => {
  it('follows Meteor.userId() and Meteor.user() reactively', async () => {
    const { userId, user } = setupFacade();
    render(<Probe />);
    const read = () => JSON.parse(screen.getByLabelText('account').textContent ?? '{}');
    expect(read()).toEqual({ userId: null, hidePrices: false, name: null, unagreed: 0, unread: 0 });
    await act(async () => {
      userId.set('u1');
      user.set({ _id: 'u1', profile: { name: { first: 'Jana' }, hiddenPrices: true } });
    });
    expect(read()).toEqual({ userId: 'u1', hidePrices: true, name: 'Jana', unagreed: 0, unread: 0 });
  });

  it('subscribes to the header counts (unagreed documents, unread notifications) while signed in and follows it live', async () => {
    const { userId, user } = setupFacade();
    render(<Probe />);
    const read = () => JSON.parse(screen.getByLabelText('account').textContent ?? '{}');
    expect(state.subscribed).toBe(0);
    await act(async () => {
      userId.set('u1');
      user.set({ _id: 'u1' });
      unagreed.count!.set(2);
    });
    expect(state.subscribed).toBe(1);
    expect(read().unagreed).toBe(2);
    expect(read().unread).toBe(20);
    await act(async () => unagreed.count!.set(1));
    expect(read().unagreed).toBe(1);
    await act(async () => userId.set(null));
    expect(state.subscribed).toBe(0);
    expect(read().unagreed).toBe(0);
    expect(read().unread).toBe(0);
  });

  it('changes the password through the accounts client', async () => {
    const { accounts } = setupFacade();
    await accountActions.changePassword('old secret', 'new secret 1');
    expect(accounts.changePassword).toHaveBeenCalledWith('old secret', 'new secret 1');
  });

  it('logs in with the password, then reports the sign-in from users.getUser', async () => {
    const { callAsync, loginWithPassword } = setupFacade();
    callAsync.mockResolvedValue({ _id: 'u1', createdAt: new Date(Date.now() - 2 * 3_600_000), roles: ['candidate'] });
    await accountActions.login('jana@example.cz', 'secret');
    expect(loginWithPassword).toHaveBeenCalledWith({ email: 'jana@example.cz' }, 'secret');
    await vi.waitFor(() => expect((window as Window & { dataLayer?: unknown[] }).dataLayer).toHaveLength(1));
    expect(callAsync).toHaveBeenCalledWith('users.getUser');
  });

  it('passes a refused login on and sends no event', async () => {
    const { callAsync, loginWithPassword } = setupFacade();
    loginWithPassword.mockRejectedValue(new Error('Incorrect password'));
    await expect(accountActions.login('jana@example.cz', 'x')).rejects.toThrow('Incorrect password');
    expect(callAsync).not.toHaveBeenCalled();
  });

  it('asks Accounts for the reset mail and for a new password', async () => {
    const { accounts } = setupFacade();
    await accountActions.forgotPassword('jana@example.cz');
    expect(accounts.forgotPassword).toHaveBeenCalledWith({ email: 'jana@example.cz' });
    await accountActions.resetPassword('tok', 'new secret');
    expect(accounts.resetPassword).toHaveBeenCalledWith('tok', 'new secret');
  });

  it('signs up with a plain method call (nobody is signed in until the mailed link), with the password hashed', async () => {
    const { accounts, callAsync } = setupFacade();
    callAsync.mockResolvedValue({ sentTo: 'ivo@example.cz' });
    const input = { email: 'ivo@example.cz', password: 'long secret', name: { first: 'Ivo', last: 'Dvorak' }, campaign: { utm_source: 'news' } };
    expect(await accountActions.signUp('customer', input)).toEqual({ sentTo: 'ivo@example.cz' });
    expect(callAsync).toHaveBeenCalledWith('users.signUpCustomer', {
      email: 'ivo@example.cz',
      name: { first: 'Ivo', last: 'Dvorak' },
      campaign: { utm_source: 'news' },
      password: { digest: 'sha256(long secret)', algorithm: 'sha-256' },
    });
    await accountActions.signUp('candidate', { ...input, phone: '+420 777 123 456', country: 'CZ', city: 'Brno' });
    expect(callAsync).toHaveBeenLastCalledWith('users.signUp.start', expect.objectContaining({ phone: '+420 777 123 456', city: 'Brno' }));
    expect(accounts.callLoginMethod).not.toHaveBeenCalled();
  });

  it('attaches the campaign kept from the landing page, unless it is older than 12 hours', async () => {
    const { callAsync } = setupFacade();
    const input = { email: 'ivo@example.cz', password: 'long secret', name: { first: 'Ivo', last: 'Dvorak' } };
    localStorage.setItem('campaignTracking', JSON.stringify({ data: { gclid: 'g1', utm_source: 'news' }, savedAt: Date.now() - 3_600_000 }));
    await accountActions.signUp('customer', input);
    expect(callAsync).toHaveBeenLastCalledWith('users.signUpCustomer', expect.objectContaining({ campaign: { gclid: 'g1', utm_source: 'news' } }));
    localStorage.setItem('campaignTracking', JSON.stringify({ data: { gclid: 'g1' }, savedAt: Date.now() - 43_200_001 }));
    await accountActions.signUp('customer', input);
    expect(callAsync.mock.calls.at(-1)?.[1]).not.toHaveProperty('campaign');
  });

  it("puts the server's field errors on the form's own keys", async () => {
    const { callAsync } = setupFacade();
    const details = JSON.stringify([{ name: 'form.email', type: 'notUnique', message: 'E-mail is already registered' }]);
    callAsync.mockRejectedValue(Object.assign(new Error('INVALID'), { error: 400, reason: 'INVALID', details }));
    const failure = await accountActions.signUp('customer', { email: 'a@b.cz', password: 'long secret', name: { first: 'A', last: 'B' } }).catch((error: unknown) => error);
    expect(JSON.parse((failure as { details: string }).details)).toEqual([{ name: 'email', type: 'notUnique', message: 'E-mail is already registered' }]);
  });

  it('calls methods by name', async () => {
    const { callAsync } = setupFacade();
    await accountActions.callMethod('users.hidePrices', true);
    expect(callAsync).toHaveBeenCalledWith('users.hidePrices', true);
  });
});
