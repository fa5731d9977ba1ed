// Saved expert searches in the browser: a company's customer filters Our Experts, saves the search
// ("Weekly"), finds it in My Profile marked as an expert search among their project search, and
// its link opens the directory with the same filters again. (That a candidate is not offered the
// form is experts-screen.test.tsx's.)
import { describe, expect, it } from 'vitest';
import { runAxe } from '../helpers/e2e-axe';
import { shown } from '../helpers/e2e-kit';
import { useE2eSession } from '../helpers/e2e-session';

describe('saved expert searches', () => {
  const session = useE2eSession();

  it('a customer saves an expert search on /engine/experts and sees it in My Profile, which opens the directory with its filters', async () => {
    const { owner } = await session.companies.create();
    const page = await session.signedInPage(owner, { path: '/engine/experts/?q=kotlin&skills=java' });

    await page.getByRole('button', { name: 'Save this search' }).click();
    const form = page.getByRole('form', { name: 'Save this search' });
    await shown(form.getByText('We e-mail you new experts who match these filters.'));
    await form.getByLabel('Name').fill('Kotlin experts');
    await form.getByLabel('E-mail alerts').selectOption({ label: 'Weekly' });
    expect((await runAxe(page)).blocking, 'the save form on Our Experts').toEqual([]);
    await form.getByRole('button', { name: 'Save search' }).click();
    const saved = page.getByText('Search saved. You manage your saved searches in');
    await shown(saved);

    // A project search beside it, saved the same way from the project list.
    await page.goto(session.url('/engine/projects/?q=lighthouse'));
    await page.getByRole('button', { name: 'Save this search' }).click();
    await page.getByRole('form', { name: 'Save this search' }).getByLabel('Name').fill('Lighthouse projects');
    await page.getByRole('form', { name: 'Save this search' }).getByRole('button', { name: 'Save search' }).click();
    await shown(saved);
    await saved.getByRole('link', { name: 'My Profile' }).click();

    const section = page.getByRole('region', { name: 'Saved searches' });
    const expertsLink = section.getByRole('link', { name: 'Kotlin experts' });
    await shown(expertsLink);
    await shown(section.getByRole('link', { name: 'Lighthouse projects' }));
    await shown(section.getByRole('listitem').filter({ hasText: 'Kotlin experts' }).getByText('Experts', { exact: true }));
    await shown(section.getByRole('listitem').filter({ hasText: 'Lighthouse projects' }).getByText('Projects', { exact: true }));
    expect(await section.getByRole('combobox', { name: 'E-mail alerts for “Kotlin experts”' }).inputValue()).toBe('weekly');
    expect((await runAxe(page)).blocking, 'My Profile with both kinds of saved search').toEqual([]);

    await expertsLink.click();
    await page.waitForURL(/\/engine\/experts\/\?q=kotlin&skills=java$/);
    await shown(page.getByRole('heading', { level: 1, name: 'Our Experts' }));
    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('kotlin');
  });
});
