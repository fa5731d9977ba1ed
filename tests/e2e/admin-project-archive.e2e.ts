// An admin archives, restores and deletes projects in the back office (built app, demo content),
// with the keyboard, at desktop and phone widths, axe on the editor and on each confirm dialog:
// an archived project leaves the public list, its page (404 as an unknown project), the sitemap
// and the table's default view, and comes back on Restore; a project with an application cannot
// be deleted (the dialog says to archive it); one without is deleted, the table names it once,
// and its address answers 404 like any unknown one.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blockingAxe } from '../helpers/e2e-axe';
import { DESKTOP, gone, isFocused, PHONE, shown, tabTo, type Viewport } from '../helpers/e2e-kit';
import { sidewaysOverflow } from '../helpers/e2e-layout';
import { useE2eSession } from '../helpers/e2e-session';

describe('an admin archives, restores and deletes projects', () => {
  const session = useE2eSession();
  const status = (path: string) => fetch(session.url(path), { redirect: 'manual' }).then((answer) => answer.status);
  const text = (path: string) => fetch(session.url(path)).then((answer) => answer.text());

  async function editor(projectId: string, viewport: Viewport): Promise<Page> {
    const page = await session.signedInPage(session.users.admin(), { viewport, path: `/engine/admin/projects/${projectId}` });
    await shown(page.getByRole('region', { name: 'Status' }));
    return page;
  }

  /** Tabs to the button and presses Enter: the dialog it opens, checked by axe, Cancel focused. */
  async function openDialog(page: Page, button: Locator, name: string): Promise<Locator> {
    expect(await tabTo(page, button), `Tab reaches ${name}`).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name });
    await shown(dialog);
    expect(await isFocused(dialog.getByRole('button', { name: 'Cancel' })), 'Cancel has the focus first').toBe(true);
    expect(await blockingAxe(page), name).toEqual([]);
    return dialog;
  }

  /** The admin table for `query`: the project's row, or (once loaded) the empty state. */
  async function tableShows(viewport: Viewport, query: string, title: string | null): Promise<void> {
    const page = await session.signedInPage(session.users.admin(), { viewport, path: `/engine/admin/projects?${query}` });
    if (title) await shown(page.getByRole('table', { name: 'Projects' }).getByRole('link', { name: title }));
    else await shown(page.getByText('No projects match these filters.'));
    await page.close();
  }

  for (const viewport of [DESKTOP, PHONE]) {
    const width = viewport === PHONE ? 'phone' : 'desktop';

    it(`archives an open project and restores it (${width})`, async () => {
      const project = await session.projects.publish({ title: `Archivable SAP consultant ${width}` });
      const publicPath = `/engine/p/${project._id}/${project.urlName}`;
      expect(await status(publicPath)).toBe(200);
      const page = await editor(project._id, viewport);
      expect(await blockingAxe(page), 'the editor').toEqual([]);
      expect((await sidewaysOverflow(page)).extra, 'no sideways scroll').toBeLessThanOrEqual(0);

      const archive = page.getByRole('button', { name: 'Archive', exact: true });
      const dialog = await openDialog(page, archive, 'Archive this project?');
      await expect.poll(() => dialog.textContent()).toContain('Its applications and NDAs are kept');
      // Escape keeps it, focus back on the button.
      await page.keyboard.press('Escape');
      await gone(dialog);
      await expect.poll(() => isFocused(archive)).toBe(true);
      await page.keyboard.press('Enter');
      await shown(dialog);
      expect(await tabTo(page, dialog.getByRole('button', { name: 'Archive project' }))).toBe(true);
      await page.keyboard.press('Enter');
      await gone(dialog);
      const bar = page.getByRole('region', { name: 'Status' });
      await shown(bar.getByText('Archived.', { exact: true }));
      await shown(bar.getByText('Archived', { exact: true }));

      // Out of every public page, and of the table's default view.
      expect(await status(publicPath)).toBe(404);
      expect(await text('/engine/projects?limit=100')).not.toContain(project._id);
      expect(await text('/sitemap.xml')).not.toContain(project._id);
      await tableShows(viewport, `q=${encodeURIComponent(project.title)}`, null);
      await tableShows(viewport, `q=${encodeURIComponent(project.title)}&status=archived`, project.title);

      // Restore: open again, public again.
      const restore = bar.getByRole('button', { name: 'Restore' });
      expect(await tabTo(page, restore)).toBe(true);
      await page.keyboard.press('Enter');
      await shown(bar.getByText('Restored.', { exact: true }));
      await shown(bar.getByText('Open', { exact: true }));
      expect(await status(publicPath)).toBe(200);
      expect(await blockingAxe(page), 'the editor after restoring').toEqual([]);
    });

    it(`deletes a project without applications, and refuses one with an application (${width})`, async () => {
      const applied = await session.projects.publish({ title: `Applied project ${width}` });
      const candidate = await session.users.create({ role: 'candidate', profile: 'complete' });
      await (await session.accounts.loginAs(candidate)).callAsync('applications.apply', applied._id, {});
      let page = await editor(applied._id, viewport);
      const deleteButton = page.getByRole('button', { name: 'Delete', exact: true });
      let dialog = await openDialog(page, deleteButton, 'Delete this project?');
      expect(await tabTo(page, dialog.getByRole('button', { name: 'Delete project' }))).toBe(true);
      await page.keyboard.press('Enter');
      await shown(dialog.getByRole('alert').getByText(/cannot be deleted because applications or NDAs refer to it \(applications: 1, NDAs: 0\)\. Archive it instead/));
      expect(await blockingAxe(page), 'the refusal').toEqual([]);
      await page.keyboard.press('Escape');
      await gone(dialog);
      expect(await status(`/engine/p/${applied._id}/${applied.urlName}`)).toBe(200);

      const mistaken = await session.projects.publish({ title: `Posted by mistake ${width}` });
      const path = `/engine/p/${mistaken._id}/${mistaken.urlName}`;
      page = await editor(mistaken._id, viewport);
      dialog = await openDialog(page, page.getByRole('button', { name: 'Delete', exact: true }), 'Delete this project?');
      expect(await tabTo(page, dialog.getByRole('button', { name: 'Delete project' }))).toBe(true);
      await page.keyboard.press('Enter');
      await shown(page.getByRole('heading', { level: 1, name: 'Projects' }));
      await shown(page.getByRole('status').getByText(`The project “${mistaken.title}” was deleted.`));
      expect(await blockingAxe(page), 'the table after deleting').toEqual([]);
      // Its address answers as an unknown project's does.
      const [deleted, unknown] = await Promise.all([fetch(session.url(path)), fetch(session.url('/engine/p/nOsUcHpRoJeCt1234/whatever'))]);
      expect([deleted.status, unknown.status]).toEqual([404, 404]);
      expect(await deleted.text()).toContain('href="/engine/projects/"');
      expect(await text('/engine/projects?limit=100')).not.toContain(mistaken._id);
    });
  }
});
