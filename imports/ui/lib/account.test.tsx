import '../testing/cleanup';
import { act, render, screen } from '@testing-library/react';
import { ReactiveVar } from 'meteor/tracker';
import { afterEach, describe, expect, it, vi } from 'vitest';

// A Meteor facade with reactive user state; accounts functions are added per test, as
// accounts-base adds them to the real one.
const state = vi.hoisted(() => ({ facade: {} as Record<string, unknown> }));
vi.mock('meteor/meteor', () => ({ Meteor: state.facade }));

const { accountActions, useAccount } = await import('./account');

function setupFacade() {
  const userId = new ReactiveVar<string | null>(null);
  const user = new ReactiveVar<unknown>(null);
  const callAsync = vi.fn(async (..._args: unknown[]): Promise<unknown> => undefined);
  for (const key of Object.keys(state.facade)) delete state.facade[key];
  Object.assign(state.facade, { userId: () => userId.get(), user: () => user.get(), loggingIn: () => false, callAsync });
  return { userId, user, callAsync };
}

function Probe() {
  const account = useAccount();
  return <output aria-label="account">{JSON.stringify({ userId: account.userId, hidePrices: account.hidePrices, name: account.user?.profile?.name?.first ?? null })}</output>;
}

afterEach(() => {
  delete (window as Window & { dataLayer?: unknown[] }).dataLayer;
});

describe('account adapter over Meteor', () => {
  it('follows Meteor.userId() and Meteor.user() reactively', async () => {
    const { userId, user } = setupFacade();
    render(<Probe />);
    const read = () => JSON.parse(screen.getByLabelText('account').textContent ?? '{}');
    expect(read()).toEqual({ userId: null, hidePrices: false, name: null });
    await act(async () => {
      userId.set('u1');
      user.set({ _id: 'u1', profile: { name: { first: 'Jana' }, hiddenPrices: true } });
    });
    expect(read()).toEqual({ userId: 'u1', hidePrices: true, name: 'Jana' });
  });

  it('logs in with the password, then reports the sign-in from users.getUser', async () => {
    const { callAsync } = setupFacade();
    callAsync.mockResolvedValue({ _id: 'u1', createdAt: new Date(Date.now() - 2 * 3_600_000), roles: ['candidate'] });
    const loginWithPassword = vi.fn((_selector: unknown, _password: string, done: (error?: unknown) => void) => done());
    state.facade.loginWithPassword = loginWithPassword;
    await accountActions.login('jana@example.cz', 'secret');
    expect(loginWithPassword).toHaveBeenCalledWith({ email: 'jana@example.cz' }, 'secret', expect.any(Function));
    await vi.waitFor(() => expect((window as Window & { dataLayer?: unknown[] }).dataLayer).toHaveLength(1));
    expect(callAsync).toHaveBeenCalledWith('users.getUser');
  });

  it('passes a refused login on and sends no event', async () => {
    const { callAsync } = setupFacade();
    state.facade.loginWithPassword = (_s: unknown, _p: string, done: (error?: unknown) => void) => done(new Error('Incorrect password'));
    await expect(accountActions.login('jana@example.cz', 'x')).rejects.toThrow('Incorrect password');
    expect(callAsync).not.toHaveBeenCalled();
  });

  it('says signing in is not available while accounts are missing', async () => {
    setupFacade();
    await expect(accountActions.login('jana@example.cz', 'secret')).rejects.toThrow('Signing in is not available yet.');
  });

  it("asks the server's forgotPassword method for a reset mail and calls methods by name", async () => {
    const { callAsync } = setupFacade();
    await accountActions.forgotPassword('jana@example.cz');
    expect(callAsync).toHaveBeenCalledWith('forgotPassword', { email: 'jana@example.cz' });
    await accountActions.callMethod('users.hidePrices', true);
    expect(callAsync).toHaveBeenCalledWith('users.hidePrices', true);
  });
});
