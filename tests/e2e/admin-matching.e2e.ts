// Explainable matching in the browser (built app): an admin sees a project's best matches with
// their reasons, narrows them with a filter, and asks a candidate to apply with the keyboard;
// the row then says "Asked <date>" instead of the button, also after a reload (once per person
// and project); the candidate gets the notification with the project's link and, on the project page, how the
// project fits them and what is missing. A second admin, whose page still offers the button,
// asks too and is told when the person was already asked; the row then says so. Keyboard alone
// (the focus shown, and kept on the notice when the button gives way), desktop and phone widths,
// axe on each screen.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blockingAxe } from '../helpers/e2e-axe';
import { DESKTOP, focusShown, gone, PHONE, shown, tabTo, WAIT } from '../helpers/e2e-kit';
import { sidewaysOverflow } from '../helpers/e2e-layout';
import { useE2eSession } from '../helpers/e2e-session';

/** The text of the focused element; empty while only the page itself has the focus. */
const focusedText = (page: Page) => page.evaluate(() => (document.activeElement === document.body ? '' : (document.activeElement?.textContent ?? '')));

describe('explainable matching', () => {
  const session = useE2eSession();

  for (const viewport of [DESKTOP, PHONE]) {
    const width = viewport === PHONE ? 'phone' : 'desktop';

    it(`an admin asks a matching candidate to apply, who sees why the project fits (${width})`, async () => {
      const first = `Matchy${width === 'phone' ? 'Phone' : 'Desk'}`;
      const name = `${first} Kandidat`;
      // The complete profile: SAP FI and CO, English C1, 80 % workload (saveMiddleSteps).
      const candidate = await session.users.create({ role: 'candidate', profile: 'complete', first, last: 'Kandidat' });
      const project = await session.projects.publish({ title: `SAP FI rollout ${width}`, skills: ['sap-fi', 'java'] });

      const page = await session.signedInPage(session.users.admin(), { viewport, path: `/engine/admin/projects/${project._id}` });
      // A second admin with the project open before the ask: their page still offers the button.
      const colleague = await session.users.create({ role: 'admin' });
      const other = await session.signedInPage(colleague, { viewport, path: `/engine/admin/projects/${project._id}` });
      const otherAsk = other.getByRole('region', { name: 'Best matches' }).getByRole('button', { name: `Ask ${name} to apply` });
      await shown(otherAsk);
      const section = page.getByRole('region', { name: 'Best matches' });
      await shown(section);
      const reasons = section.getByRole('list', { name: `Reasons for ${name}` });
      await shown(reasons);
      await shown(reasons.getByText('English C1, required B2'));
      await shown(reasons.getByText('1 of 2 required skills; missing: Java'));
      await shown(reasons.getByText(/Workload 80\s?%, project needs 100\s?%/));
      expect(await blockingAxe(page), 'the editor with its matches').toEqual([]);
      expect((await sidewaysOverflow(page)).extra, 'no sideways scroll').toBeLessThanOrEqual(0);

      // A filter hides, never rejects: the candidate misses a must-have (the workload).
      const hide = section.getByRole('checkbox', { name: 'Hide people who miss a must-have' });
      expect(await tabTo(page, hide), 'Tab reaches the filter').toBe(true);
      expect(await focusShown(page), 'the filter shows its focus').toBe(true);
      await page.keyboard.press('Space');
      await gone(reasons);
      await page.keyboard.press('Space');
      await shown(reasons);

      const ask = section.getByRole('button', { name: `Ask ${name} to apply` });
      expect(await tabTo(page, ask), 'Tab reaches Ask to apply').toBe(true);
      expect(await focusShown(page), 'Ask to apply shows its focus').toBe(true);
      await page.keyboard.press('Enter');
      const askedNotice = section.getByRole('status').filter({ hasText: `${name} was asked to apply.` });
      await shown(askedNotice);
      // The button gave way to "Asked …": the focus is on the notice, not back at the page's start.
      await expect.poll(() => focusedText(page), WAIT).toContain(`${name} was asked to apply.`);
      expect(await focusShown(page), 'the notice shows the focus').toBe(true);
      expect(await blockingAxe(page), 'after asking').toEqual([]);
      const asked = /^Asked \d{1,2} [A-Z][a-z]{2,3} \d{4}$/;
      const row = section.getByTestId('match-row').filter({ hasText: name });
      await shown(row.getByText(asked));
      await gone(ask);
      await page.reload();
      await shown(page.getByRole('region', { name: 'Best matches' }).getByTestId('match-row').filter({ hasText: name }).getByText(asked));

      // "Already asked": the colleague's page still offers the button; asking says when it was done.
      expect(await tabTo(other, otherAsk, 150), 'Tab reaches the colleague’s Ask to apply').toBe(true);
      await other.keyboard.press('Enter');
      const otherSection = other.getByRole('region', { name: 'Best matches' });
      const already = otherSection.getByRole('alert').filter({ hasText: /^This person was already asked to apply to this project on \d{1,2} [A-Z][a-z]{2,3} \d{4}/ });
      await shown(already);
      await shown(otherSection.getByTestId('match-row').filter({ hasText: name }).getByText(asked));
      await gone(otherAsk);
      await expect.poll(() => focusedText(other), WAIT).toContain('already asked');
      expect(await blockingAxe(other), 'the colleague’s page after “already asked”').toEqual([]);

      // The candidate: the notification leads to the project, which says how it fits them.
      const own = await session.signedInPage(candidate, { viewport, path: '/engine/notifications/' });
      const entry = own.getByRole('link', { name: new RegExp(`We think ${project.title} fits your profile`) });
      await shown(entry);
      await entry.click();
      const fit = own.getByRole('region', { name: 'How this project fits you' });
      await shown(fit);
      await shown(fit.getByRole('list', { name: 'What is missing' }).getByText('1 of 2 required skills; missing: Java'));
      await shown(fit.getByRole('list', { name: 'What fits' }).getByText('English C1, required B2'));
      await shown(fit.getByRole('link', { name: 'Update your profile' }));
      expect(await blockingAxe(own), 'the project page with the fit').toEqual([]);
      expect((await sidewaysOverflow(own)).extra, 'no sideways scroll').toBeLessThanOrEqual(0);
    }, 120_000);
  }
});
