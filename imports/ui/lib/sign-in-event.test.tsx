import { describe, expect, it, vi } from 'vitest';
import { reportSignIn, signInEventFor } from './sign-in-event';

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
const HOUR = 3_600_000;

describe('userSignIn event', () => {
  it('is sent for accounts at least an hour old, with roles joined by &', () => {
    expect(signInEventFor({ createdAt: new Date(NOW - HOUR), roles: ['candidate', 'customer'] }, NOW)).toEqual({
      event: 'userSignIn',
      userType: 'returning',
      userRole: 'candidate&customer',
      pageCategory: 'projects',
      timestamp: NOW,
    });
  });

  it('is not sent for accounts younger than an hour', () => {
    expect(signInEventFor({ createdAt: new Date(NOW - HOUR + 1), roles: ['candidate'] }, NOW)).toBeNull();
  });

  it("reads roles as the server's policy does: only a list of names counts (users.getUser answers no other shape)", () => {
    const grouped = { __global_roles__: ['customer'] } as unknown as string[];
    expect(signInEventFor({ createdAt: new Date(0), roles: grouped }, NOW)?.userRole).toBe('');
  });

  it('asks users.getUser and pushes to window.dataLayer', async () => {
    const win = {} as Window & { dataLayer?: unknown[] };
    const getUser = vi.fn(async () => ({ _id: 'u1', createdAt: new Date(NOW - 2 * HOUR), roles: ['admin'] }));
    await reportSignIn(getUser, win, () => NOW);
    expect(getUser).toHaveBeenCalledTimes(1);
    expect(win.dataLayer).toEqual([expect.objectContaining({ event: 'userSignIn', userRole: 'admin', timestamp: NOW })]);
  });

  it('pushes nothing for a new account and only logs a failing call', async () => {
    const win = { dataLayer: [] as unknown[] } as Window & { dataLayer?: unknown[] };
    await reportSignIn(async () => ({ _id: 'u1', createdAt: new Date(NOW - 60_000), roles: ['candidate'] }), win, () => NOW);
    expect(win.dataLayer).toEqual([]);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(reportSignIn(async () => Promise.reject(new Error('offline')), win, () => NOW)).resolves.toBeNull();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
