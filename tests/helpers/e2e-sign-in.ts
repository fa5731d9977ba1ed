// Signing in the way a user does it in the browser: the sign-in page's form, then waiting until
// the app has left the page (it navigates on once the login succeeded). The session offers both
// (`session.signIn`, `session.submitSignIn`).
import type { Locator, Page } from 'playwright-core';
import type { Credentials } from './e2e-accounts';

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
