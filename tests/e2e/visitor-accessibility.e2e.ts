// The visitor screens for everyone (issue 5, "Proof"): on a 375 × 740 phone nothing scrolls
// sideways; the keyboard alone reaches Sign in, opens the login modal and closes it again; and
// axe-core finds no serious or critical violation on any visitor screen (milder findings are
// printed, so they stay visible). The app runs with contact details and a social link in its
// public settings so the header strip and the footer are checked with everything they can show.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { WAIT, DESKTOP, PHONE, shown, gone, tabTo } from '../helpers/e2e-kit';
import { type AxeViolation, runAxe } from '../helpers/e2e-axe';
import { sidewaysOverflow } from '../helpers/e2e-layout';
import { useE2eSession } from '../helpers/e2e-session';

/** Lighthouse's mobile emulation (Moto G Power): its accessibility audit runs axe on the page as loaded, unscrolled. */
const LIGHTHOUSE_PHONE = { width: 412, height: 823 };

const SETTINGS = {
  public: {
    contactEmail: 'hello@marketplace.example',
    contactPhone: '+49 30 1234 5678',
    socialLinks: [{ label: 'LinkedIn', url: 'https://www.linkedin.com/' }],
  },
};

/** The dialog once its fade-in is over (axe measures colours; half-faded text would fail). */
async function openDialog(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog');
  await shown(dialog);
  await expect.poll(() => page.locator('.modal.show').evaluate((element) => getComputedStyle(element).opacity), WAIT).toBe('1');
  return dialog;
}

describe('visitor screens on a phone, with the keyboard and for axe-core', () => {
  const session = useE2eSession({ env: { METEOR_SETTINGS: JSON.stringify(SETTINGS) } });

  /** The first project's and expert's addresses, read from the lists as a visitor sees them. */
  async function firstLinks(page: Page): Promise<{ project: string; expert: string }> {
    const href = async (path: string, testId: string): Promise<string> => {
      await page.goto(session.url(path));
      const link = page.getByTestId(testId).first().locator('h2 a');
      await shown(link);
      return (await link.getAttribute('href')) ?? '';
    };
    const expert = await href('/engine/experts', 'expert-card');
    return { expert, project: await href('/engine/projects', 'project-card') };
  }

  it('has no horizontal overflow at 375 × 740 on the lists and detail pages', async () => {
    const page = await session.newPage(PHONE);
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
          await page.goto(session.url(project));
          await shown(page.locator('#project-title'));
        },
      },
      {
        name: 'experts',
        open: async () => {
          await page.goto(session.url('/engine/experts'));
          await shown(page.getByTestId('expert-card').nth(5));
        },
      },
      {
        name: 'expert detail',
        open: async () => {
          await page.goto(session.url(expert));
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
  });

  it('reaches Sign in with Tab, opens the login modal with Enter and closes it with Escape', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await session.newPage(viewport);
      await page.goto(session.url('/engine/projects'));
      await shown(page.getByTestId('project-card').first());
      const header = page.getByRole('banner');
      if (viewport === PHONE) {
        // On a phone the header's links sit behind the menu button, itself reached by Tab.
        const menu = header.getByRole('button', { name: 'Toggle navigation' });
        expect(await tabTo(page, menu, 40), 'Tab reaches the menu button').toBe(true);
        await page.keyboard.press('Enter');
      }
      const signIn = header.getByRole('button', { name: 'Sign in' });
      await shown(signIn);
      expect(await tabTo(page, signIn, 40), `Tab reaches Sign in at ${viewport.width} px`).toBe(true);
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
      await page.context().close();
    }
  });

  it('has no serious or critical axe-core violation on any visitor screen', async () => {
    const page = await session.newPage(DESKTOP);
    const { project, expert } = await firstLinks(page);
    const visit = (path: string, ready: () => Locator) => async () => {
      await page.goto(session.url(path));
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
  });

  it('has no serious or critical axe-core violation on the expert list as Lighthouse loads it on a phone, in English and German', async () => {
    // Unscrolled: the cards below the fold are not rendered yet (content-visibility), and axe
    // must still find each link on its own card's background (client/app.css).
    const page = await session.newPage(LIGHTHOUSE_PHONE);
    const blocking: Record<string, AxeViolation[]> = {};
    for (const path of ['/engine/experts/', '/engine/experts/?hl=de']) {
      await page.goto(session.url(path));
      await shown(page.getByTestId('expert-card').first());
      const report = await runAxe(page);
      if (report.blocking.length > 0) blocking[path] = report.blocking;
    }
    expect(blocking).toEqual({});
  });
});
