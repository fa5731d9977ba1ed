// Signing in the way a user does it in the browser: the sign-in page's form, then waiting until
// the app has left the page (it navigates on once the login succeeded). The session offers both
// (`session.signIn`, `session.submitSignIn`). Public pages sign in through the header's dialog
// instead (`submitSignInDialog`). A page that only needs to be signed in at an address starts from
// the storage a signed-in tab keeps (`signedInStorage`): it resumes that login on load, as a page
// the user opens again does.
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import type { Credentials, LoginResult } from './e2e-accounts';
import { shown } from './e2e-kit';

/** The sign-in page's form filled in and sent; answers the form (no wait for the outcome). */
export async function submitSignInForm(page: Page, baseUrl: string, credentials: Credentials): Promise<Locator> {
  await page.goto(`${baseUrl}/engine/sign-in`);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('E-mail').fill(credentials.email);
  await form.getByLabel('Password').fill(credentials.password);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  return form;
}

export async function signInOnPage(page: Page, baseUrl: string, credentials: Credentials, timeout = 15_000): Promise<void> {
  await submitSignInForm(page, baseUrl, credentials);
  await page.waitForURL((url) => !url.pathname.includes('sign-in'), { timeout });
}

/** The header's Sign in dialog (opened by the caller) filled in and sent; answers the dialog once it says the user is signed in. */
export async function submitSignInDialog(page: Page, credentials: Credentials): Promise<Locator> {
  const dialog = page.getByRole('dialog');
  await shown(dialog.getByRole('heading', { name: 'Sign in' }));
  await dialog.getByLabel('E-mail').fill(credentials.email);
  await dialog.getByLabel('Password').fill(credentials.password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await shown(dialog.getByRole('heading', { name: 'You are signed in' }));
  return dialog;
}

// accounts-client.ts's storage keys (that module loads the client's collections, which the e2e
// project cannot import).
const LOGIN_TOKEN_KEY = 'Meteor.loginToken';
const LOGIN_TOKEN_EXPIRES_KEY = 'Meteor.loginTokenExpires';
const USER_ID_KEY = 'Meteor.userId';

/** The localStorage of a tab signed in at `baseUrl` with `login` (as accounts-client stores a login). */
export function signedInStorage(baseUrl: string, login: LoginResult): NonNullable<BrowserContextOptions['storageState']> {
  const localStorage = [
    { name: USER_ID_KEY, value: login.id },
    { name: LOGIN_TOKEN_KEY, value: login.token },
    { name: LOGIN_TOKEN_EXPIRES_KEY, value: new Date(login.tokenExpires).toISOString() },
  ];
  return { cookies: [], origins: [{ origin: new URL(baseUrl).origin, localStorage }] };
}
