// The visitor screens for everyone (issue 5, "Proof"): on a 375 × 740 phone nothing scrolls
// sideways; the keyboard alone reaches Sign in, opens the login modal and closes it again; and
// axe-core finds no serious or critical violation on any visitor screen (milder findings are
// printed, so they stay visible). The app runs with contact details and a social link in its
// public settings so the header strip and the footer are checked with everything they can show.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { type AxeViolation, runAxe } from '../helpers/e2e-axe';
import { sidewaysOverflow } from '../helpers/e2e-layout';
import { type BuiltApp, startBuiltApp } from '../helpers/start-built-app';

const WAIT = { timeout: 15_000 };
const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
const SETTINGS = {
  public: {
    contactEmail: 'hello@marketplace.example',
    contactPhone: '+49 30 1234 5678',
    socialLinks: [{ label: 'LinkedIn', url: 'https://www.linkedin.com/' }],
  },
};

const shown = (locator: Locator): Promise<void> => locator.waitFor({ state: 'visible', timeout: WAIT.timeout });
const gone = (locator: Locator): Promise<void> => locator.waitFor({ state: 'hidden', timeout: WAIT.timeout });

/** The dialog once its fade-in is over (axe measures colours; half-faded text would fail). */
async function openDialog(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog');
  await shown(dialog);
  await expect.poll(() => page.locator('.modal.show').evaluate((element) => getComputedStyle(element).opacity), WAIT).toBe('1');
  return dialog;
}

/** Presses Tab until `target` has the focus (at most `max` times); false if it never does. */
async function tabTo(page: Page, target: Locator, max = 40): Promise<boolean> {
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return true;
  }
  return false;
}

describe('visitor screens on a phone, with the keyboard and for axe-core', () => {
  let app: BuiltApp;
  let browser: Browser;
  let context: BrowserContext | undefined;
  let pageErrors: string[] = [];

  beforeAll(async () => {
    app = await startBuiltApp({ env: { METEOR_SETTINGS: JSON.stringify(SETTINGS) } });
    browser = await launchBrowser();
  });

  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function newPage(viewport: { width: number; height: number }): Promise<Page> {
    context = await browser.newContext({ viewport });
    const page = await context.newPage();
    pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    return page;
  }

  /** The first project's and expert's addresses, read from the lists as a visitor sees them. */
  async function firstLinks(page: Page): Promise<{ project: string; expert: string }> {
    const href = async (path: string, testId: string): Promise<string> => {
      await page.goto(`${app.url}${path}`);
      const link = page.getByTestId(testId).first().locator('h2 a');
      await shown(link);
      return (await link.getAttribute('href')) ?? '';
    };
    const expert = await href('/engine/experts', 'expert-card');
    return { expert, project: await href('/engine/projects', 'project-card') };
  }

  it('has no horizontal overflow at 375 × 740 on the lists and detail pages', async () => {
    const page = await newPage(PHONE);
    const { project, expert } = await firstLinks(page);
    const screens: { name: string; open: () => Promise<void> }[] = [
      { name: 'projects', open: () => shown(page.getByTestId('project-card').nth(5)) },
      {
        name: 'projects with the filters open',
        open: async () => {
          await page.getByRole('button', { name: 'Show filters' }).click();
          await shown(page.getByRole('searchbox', { name: 'Search' }));
        },
      },
      {
        name: 'project detail',
        open: async () => {
          await page.goto(`${app.url}${project}`);
          await shown(page.locator('#project-title'));
        },
      },
      {
        name: 'experts',
        open: async () => {
          await page.goto(`${app.url}/engine/experts`);
          await shown(page.getByTestId('expert-card').nth(5));
        },
      },
      {
        name: 'expert detail',
        open: async () => {
          await page.goto(`${app.url}${expert}`);
          await shown(page.getByRole('button', { name: 'Send request' }));
        },
      },
    ];
    const wide: Record<string, unknown> = {};
    for (const screen of screens) {
      await screen.open();
      const measured = await sidewaysOverflow(page);
      if (measured.extra > 0) wide[screen.name] = measured;
    }
    expect(wide).toEqual({});
    expect(pageErrors).toEqual([]);
  });

  it('reaches Sign in with Tab, opens the login modal with Enter and closes it with Escape', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await newPage(viewport);
      await page.goto(`${app.url}/engine/projects`);
      await shown(page.getByTestId('project-card').first());
      const header = page.getByRole('banner');
      if (viewport === PHONE) {
        // On a phone the header's links sit behind the menu button, itself reached by Tab.
        const menu = header.getByRole('button', { name: 'Toggle navigation' });
        expect(await tabTo(page, menu), 'Tab reaches the menu button').toBe(true);
        await page.keyboard.press('Enter');
      }
      const signIn = header.getByRole('button', { name: 'Sign in' });
      await shown(signIn);
      expect(await tabTo(page, signIn), `Tab reaches Sign in at ${viewport.width} px`).toBe(true);
      await page.keyboard.press('Enter');
      const dialog = await openDialog(page);
      await shown(dialog.getByRole('heading', { name: 'Sign in' }));
      // The focus is inside the dialog, and the form can be filled from the keyboard.
      await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement)), WAIT).toBe(true);
      const email = dialog.getByLabel('E-mail');
      expect(await tabTo(page, email, 5), 'Tab reaches the e-mail field in the dialog').toBe(true);
      await page.keyboard.type('someone@example.com');
      expect(await email.inputValue()).toBe('someone@example.com');
      await page.keyboard.press('Escape');
      await gone(dialog);
      // Closing gives the focus back to the button that opened the dialog.
      await expect.poll(() => signIn.evaluate((element) => element === document.activeElement), WAIT).toBe(true);
      expect(pageErrors).toEqual([]);
      await context?.close();
      context = undefined;
    }
  });

  it('has no serious or critical axe-core violation on any visitor screen', async () => {
    const page = await newPage(DESKTOP);
    const { project, expert } = await firstLinks(page);
    const visit = (path: string, ready: () => Locator) => async () => {
      await page.goto(`${app.url}${path}`);
      await shown(ready());
    };
    const h1 = (name: string) => () => page.getByRole('heading', { level: 1, name });
    const screens: { name: string; open: () => Promise<void> }[] = [
      { name: 'projects', open: visit('/engine/projects', () => page.getByTestId('project-card').first()) },
      { name: 'project detail', open: visit(project, () => page.locator('#project-title')) },
      { name: 'experts', open: visit('/engine/experts', () => page.getByTestId('expert-card').first()) },
      { name: 'expert detail', open: visit(expert, () => page.getByRole('button', { name: 'Send request' })) },
      {
        name: 'expert detail with the visitor request form',
        open: async () => {
          await page.getByRole('button', { name: 'Send request' }).click();
          const dialog = await openDialog(page);
          await dialog.getByRole('button', { name: 'Leave my contact details' }).click();
          await shown(dialog.getByLabel('What do you need?'));
        },
      },
      { name: 'privacy policy', open: visit('/engine/privacy-policy', h1('Privacy Policy')) },
      { name: 'sign-in', open: visit('/engine/sign-in', () => page.getByRole('main').getByLabel('Password')) },
      { name: 'sign-up', open: visit('/engine/sign-up', h1('Sign up')) },
      { name: 'reset-password', open: visit('/engine/reset-password/dummy-token', () => page.getByLabel('New password again')) },
      {
        name: 'projects with the login modal open',
        open: async () => {
          await visit('/engine/projects', () => page.getByTestId('project-card').first())();
          await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
          const dialog = await openDialog(page);
          await shown(dialog.getByLabel('Password'));
        },
      },
    ];
    const blocking: Record<string, AxeViolation[]> = {};
    for (const screen of screens) {
      await screen.open();
      const report = await runAxe(page);
      if (report.minor.length > 0) console.log(`axe-core, minor or moderate, ${screen.name}:\n${JSON.stringify(report.minor, null, 1)}`);
      if (report.blocking.length > 0) blocking[screen.name] = report.blocking;
    }
    expect(blocking).toEqual({});
    expect(pageErrors).toEqual([]);
  });
});
