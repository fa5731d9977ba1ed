// Explainable matching in the browser (built app): an admin sees a project's best matches with
// their reasons, narrows them with a filter, and asks a candidate to apply with the keyboard;
// the row then says "Asked <date>" instead of the button, also after a reload (once per person
// and project); the candidate gets the notification with the project's link and, on the project page, how the
// project fits them and what is missing. Desktop and phone widths, axe on each screen.
import { describe, expect, it } from 'vitest';
import { blockingAxe } from '../helpers/e2e-axe';
import { DESKTOP, gone, PHONE, shown, tabTo } from '../helpers/e2e-kit';
import { sidewaysOverflow } from '../helpers/e2e-layout';
import { useE2eSession } from '../helpers/e2e-session';

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
      await page.keyboard.press('Space');
      await gone(reasons);
      await page.keyboard.press('Space');
      await shown(reasons);

      const ask = section.getByRole('button', { name: `Ask ${name} to apply` });
      expect(await tabTo(page, ask), 'Tab reaches Ask to apply').toBe(true);
      await page.keyboard.press('Enter');
      await shown(section.getByRole('status').getByText(`${name} was asked to apply.`));
      expect(await blockingAxe(page), 'after asking').toEqual([]);
      const asked = /^Asked \d{1,2} [A-Z][a-z]{2,3} \d{4}$/;
      const row = section.getByTestId('match-row').filter({ hasText: name });
      await shown(row.getByText(asked));
      await gone(ask);
      await page.reload();
      await shown(page.getByRole('region', { name: 'Best matches' }).getByTestId('match-row').filter({ hasText: name }).getByText(asked));

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
    });
  }
});
