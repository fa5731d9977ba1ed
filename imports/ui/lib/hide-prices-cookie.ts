// The signed-in user's Hide Prices choice, kept in a cookie as well: the login lives in the
// browser's storage, so the server renders every page as a visitor, and without the cookie a
// full page load showed the rates until the browser had resumed the login. The server renders
// and the browser hydrates with the cookie's choice; the account's own setting then rules (and
// rewrites the cookie). It only ever hides: a wrong or forged cookie cannot show anything.
import type { AccountState } from './account-types';

export const HIDE_PRICES_COOKIE = 'hide_prices';

/** Whether a Cookie header (or `document.cookie`) asks to hide prices. */
export function cookieHidesPrices(cookies: string | undefined): boolean {
  return (cookies ?? '').split(';').some((pair) => pair.trim() === `${HIDE_PRICES_COOKIE}=1`);
}

/**
 * The Hide Prices choice to render with: the server's (the cookie's) while the page hydrates, the
 * account's once its user document is there, and the cookie's while a stored login resumes.
 */
export function effectiveHidePrices(state: AccountState, cookieHides: boolean, hydrated: boolean): boolean {
  if (!hydrated) return cookieHides;
  if (state.user) return state.hidePrices;
  return cookieHides && (state.userId !== null || state.loggingIn);
}

/** The cookie follows the account: the user's choice once known, cleared when nobody is signed in. */
export function syncHidePricesCookie(state: AccountState, doc: Document = document): void {
  if (state.user) writeHidePricesCookie(state.hidePrices, doc);
  else if (state.userId === null && !state.loggingIn) writeHidePricesCookie(false, doc);
}

/** Sets (a year) or clears the cookie, for the app's pages only. */
export function writeHidePricesCookie(hide: boolean, doc: Document = document): void {
  if (cookieHidesPrices(doc.cookie) === hide) return;
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${HIDE_PRICES_COOKIE}=${hide ? '1' : ''}; Path=/engine; Max-Age=${hide ? 31_536_000 : 0}; SameSite=Lax${secure}`;
}
