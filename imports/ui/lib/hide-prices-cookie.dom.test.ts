import { afterEach, describe, expect, it } from 'vitest';
import type { AccountState, AccountUser } from './account-types';
import { cookieHidesPrices, effectiveHidePrices, syncHidePricesCookie, writeHidePricesCookie } from './hide-prices-cookie';
import { VISITOR_STATE } from './hydration';

// The cookie's path is /engine: the tests' page is there.
window.history.pushState({}, '', '/engine/projects');
const signedIn = (hidePrices: boolean): AccountState => ({ ...VISITOR_STATE, userId: 'u1', user: { _id: 'u1' } as AccountUser, hidePrices });

describe('the Hide Prices cookie', () => {
  afterEach(() => writeHidePricesCookie(false));

  it('reads only hide_prices=1 among other cookies', () => {
    expect(cookieHidesPrices('a=b; hide_prices=1; c=d')).toBe(true);
    expect(cookieHidesPrices('hide_prices=1')).toBe(true);
    expect(cookieHidesPrices('hide_prices=0')).toBe(false);
    expect(cookieHidesPrices('xhide_prices=1')).toBe(false);
    expect(cookieHidesPrices('hide_prices=1x')).toBe(false);
    expect(cookieHidesPrices(undefined)).toBe(false);
  });

  it('is set and cleared in the browser', () => {
    writeHidePricesCookie(true);
    expect(cookieHidesPrices(document.cookie)).toBe(true);
    writeHidePricesCookie(false);
    expect(cookieHidesPrices(document.cookie)).toBe(false);
  });

  it('renders with the cookie while hydrating and while a login resumes, then with the account', () => {
    const resuming: AccountState = { ...VISITOR_STATE, userId: 'u1', loggingIn: true };
    expect(effectiveHidePrices(VISITOR_STATE, true, false)).toBe(true);
    expect(effectiveHidePrices(resuming, true, true)).toBe(true);
    expect(effectiveHidePrices(signedIn(false), true, true)).toBe(false);
    expect(effectiveHidePrices(signedIn(true), false, true)).toBe(true);
    // Nobody signed in: a stale cookie hides nothing.
    expect(effectiveHidePrices(VISITOR_STATE, true, true)).toBe(false);
  });

  it("follows the account's choice and is cleared when nobody is signed in", () => {
    syncHidePricesCookie(signedIn(true));
    expect(cookieHidesPrices(document.cookie)).toBe(true);
    syncHidePricesCookie({ ...VISITOR_STATE, userId: 'u1', loggingIn: true });
    expect(cookieHidesPrices(document.cookie)).toBe(true);
    syncHidePricesCookie(VISITOR_STATE);
    expect(cookieHidesPrices(document.cookie)).toBe(false);
  });
});
