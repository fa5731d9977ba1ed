// The visitor's journey in Chromium against the built app on a fresh database with the demo
// content (issue 5, "Proof"): browse, filter, load more and open projects by both address forms;
// Our Experts, an expert and a request left as a visitor (checked in the database over DDP as the
// admin); a dual-role user signs in through the modal, sees their name, hides prices and logs
// out; unknown paths, page titles and scroll-to-top. One app and one browser for the file; each
// test has its own browser context, so nobody stays signed in across tests.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { WAIT, shown, gone, isFocused } from '../helpers/e2e-kit';
import { useE2eSession } from '../helpers/e2e-session';
import { submitSignInDialog } from '../helpers/e2e-sign-in';

const PRODUCT = 'Expert Marketplace';
const PAGE_SIZE = 20;

/** "64 projects found" → 64 (null while the count is unknown). */
function foundCount(text: string | null): number | null {
  const match = /([\d,]+) projects? found/.exec(text ?? '');
  return match ? Number((match[1] as string).replaceAll(',', '')) : null;
}

describe('the visitor journey in the browser', () => {
  const session = useE2eSession();

  const cards = (page: Page): Locator => page.getByTestId('project-card');
  const countStatus = (page: Page): Locator => page.getByRole('status').filter({ hasText: /projects? found/ });
  const shownCount = async (page: Page): Promise<number | null> => foundCount(await countStatus(page).textContent());
  const pathOf = (page: Page): string => new URL(page.url()).pathname;

  async function openProjects(page: Page, query = ''): Promise<number> {
    await page.goto(session.url(`/engine/projects${query}`));
    await expect.poll(() => cards(page).count(), WAIT).toBeGreaterThan(0);
    await expect.poll(() => shownCount(page), WAIT).not.toBeNull();
    return (await shownCount(page)) as number;
  }

  it('browses the live list, filters by text (kept in the address and after a reload) and loads more', async () => {
    const page = await session.newPage();
    const total = await openProjects(page);
    expect(total).toBeGreaterThan(PAGE_SIZE);
    await expect.poll(() => cards(page).count(), WAIT).toBe(PAGE_SIZE);
    expect(await page.title()).toBe(`Open projects - ${PRODUCT}`);

    // "Load more" adds the next page from the same subscription.
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => cards(page).count(), WAIT).toBe(Math.min(total, 2 * PAGE_SIZE));

    // A text search for one card's exact title: fewer projects, that one among them.
    const term = ((await cards(page).nth(3).locator('h2').textContent()) ?? '').trim();
    expect(term).not.toBe('');
    await page.getByRole('searchbox', { name: 'Search' }).fill(term);
    await expect.poll(() => new URL(page.url()).searchParams.get('q'), WAIT).toBe(term);
    await expect.poll(() => shownCount(page), WAIT).toBeLessThan(total);
    const filtered = (await shownCount(page)) as number;
    expect(filtered).toBeGreaterThanOrEqual(1);
    await expect.poll(() => cards(page).count(), WAIT).toBe(Math.min(filtered, PAGE_SIZE));
    const titles = await cards(page).locator('h2').allTextContents();
    expect(titles).toContain(term);
    // Every word of the title must be found, by its start or with a small typo, so the other
    // cards need not repeat the title (list-search.e2e.ts pins what the search finds).

    // The address alone restores the filtered list: reload it.
    await page.reload();
    await expect.poll(() => shownCount(page), WAIT).toBe(filtered);
    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe(term);
    await expect.poll(() => cards(page).locator('h2').allTextContents(), WAIT).toEqual(titles);
  });

  it('opens a project at /engine/p/{id}/{urlName} and at /engine/projects/{id}, which gains the slug', async () => {
    const page = await session.newPage();
    await openProjects(page);
    const link = cards(page).nth(1).locator('h2 a');
    const title = ((await link.textContent()) ?? '').trim();
    const href = (await link.getAttribute('href')) ?? '';
    const match = /^\/engine\/p\/([^/]+)\/([^/]+)$/.exec(href);
    expect(match, `card link ${href}`).not.toBeNull();
    const [, id, urlName] = match as RegExpExecArray;

    const heading = page.getByRole('heading', { level: 1 });
    await page.goto(session.url(`/engine/p/${id}/${urlName}`));
    await expect.poll(() => heading.textContent(), WAIT).toBe(title);
    await expect.poll(() => page.title(), WAIT).toBe(`${title} - ${PRODUCT}`);
    expect(pathOf(page)).toBe(`/engine/p/${id}/${urlName}`);

    // The long form without the slug keeps its form and gains the current URL name.
    await page.goto(session.url(`/engine/projects/${id}`));
    await expect.poll(() => pathOf(page), WAIT).toBe(`/engine/projects/${id}/${urlName}`);
    await expect.poll(() => heading.textContent(), WAIT).toBe(title);
    await expect.poll(() => page.title(), WAIT).toBe(`${title} - ${PRODUCT}`);

    // An outdated slug is replaced as well (without a new history entry).
    await page.goto(session.url(`/engine/p/${id}/an-old-name`));
    await expect.poll(() => pathOf(page), WAIT).toBe(`/engine/p/${id}/${urlName}`);
  });

  it('opens Our Experts and an expert, and sends a request as a visitor with contact details', async () => {
    const page = await session.newPage();
    await openProjects(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Our Experts' }).click();
    await expect.poll(() => pathOf(page), WAIT).toBe('/engine/experts/');
    await expect.poll(() => page.title(), WAIT).toBe(`Our Experts - ${PRODUCT}`);
    const expertCards = page.getByTestId('expert-card');
    await expect.poll(() => expertCards.count(), WAIT).toBeGreaterThan(0);

    const nameLink = expertCards.first().locator('h2 a');
    const name = ((await nameLink.textContent()) ?? '').trim();
    await nameLink.click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), WAIT).toBe(name);
    await expect.poll(() => page.title(), WAIT).toMatch(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} – .+ - ${PRODUCT}$`));
    const peopleId = /^\/engine\/experts\/([^/]+)\//.exec(pathOf(page))?.[1];
    expect(peopleId, pathOf(page)).toBeTruthy();

    // A visitor gets the choice (send-request-or-login) and leaves contact details.
    await page.getByRole('button', { name: 'Send request' }).click();
    const dialog = page.getByRole('dialog');
    await shown(dialog.getByRole('heading', { name: 'Send a request' }));
    await shown(dialog.getByText(`Interested in ${name}?`));
    await dialog.getByRole('button', { name: 'Leave my contact details' }).click();
    const form = dialog.getByRole('form', { name: 'Send a request' });
    await expect.poll(() => isFocused(form.getByLabel('What do you need?')), WAIT).toBe(true);

    const contact = { name: 'Vera Visitor', email: `visitor-${Date.now().toString(36)}@example.com`, phone: '+49 30 1234567', company: 'Visitor GmbH' };
    const message = 'We need an SAP expert for a warehouse rollout in Leipzig, starting next month.';
    await form.getByLabel('What do you need?').fill(message);
    await form.getByLabel('Duration in months').fill('6');
    await form.getByLabel('Your name').fill(contact.name);
    await form.getByLabel('E-mail').fill(contact.email);
    await form.getByLabel('Phone').fill(contact.phone);
    await form.getByLabel('Company').fill(contact.company);

    // Without consent nothing is sent: the checkbox is marked invalid.
    const consent = form.getByRole('checkbox', { name: /I agree that my details are used/ });
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => consent.getAttribute('aria-invalid'), WAIT).toBe('true');
    await consent.check();
    await form.getByRole('button', { name: 'Send request' }).click();

    await shown(dialog.getByRole('heading', { name: 'Request sent' }));
    // The body loads lazily after the title: wait for its text.
    await expect.poll(() => dialog.getByRole('status').textContent(), WAIT).toContain(`your request for ${name} has been sent`);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await gone(dialog);

    // The admin sees it stored with the contact (and the consent time), for this expert.
    const requests = await session.accounts.readAsAdmin('requests', 'requests.admin');
    const stored = requests.find((request) => (request.contact as { email?: string } | undefined)?.email === contact.email);
    expect(stored, JSON.stringify(requests.map((request) => request.contact))).toBeDefined();
    expect(stored).toMatchObject({ message, peopleIds: [peopleId], durationMonths: 6, status: expect.any(String) });
    expect(stored?.userId).toBeUndefined();
    expect(stored?.contact).toMatchObject({ ...contact, consentAt: expect.any(Date) });
  });

  it('signs a dual-role user in through the modal, hides and shows prices, and logs out to the list', async () => {
    const user = await session.users.create({ first: 'Dana', last: 'quist', roles: ['candidate', 'customer'] });
    const page = await session.newPage();
    await openProjects(page);
    const rates = cards(page).locator('dt').filter({ hasText: /^Rate/ });
    await expect.poll(() => rates.count(), WAIT).toBeGreaterThan(0);
    const rateCount = await rates.count();

    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Sign in' }).click();
    const dialog = await submitSignInDialog(page, user);
    await expect.poll(() => dialog.getByRole('status').textContent(), WAIT).toBe('Welcome back, Dana Q. You are now signed in.');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await gone(dialog);

    // The header: display name (first name + last initial), no Sign in any more.
    const menuToggle = header.locator('#account-menu');
    await expect.poll(() => menuToggle.textContent(), WAIT).toContain('Dana Q.');
    expect(await header.getByRole('button', { name: 'Sign in' }).count()).toBe(0);

    const hidePrices = page.getByRole('checkbox', { name: 'Hide Prices' });
    const setHidePrices = async (on: boolean) => {
      if (!(await hidePrices.isVisible())) await menuToggle.click();
      await shown(hidePrices);
      expect(await hidePrices.isChecked()).toBe(!on);
      await hidePrices.setChecked(on);
    };
    await setHidePrices(true);
    await expect.poll(() => rates.count(), WAIT).toBe(0);
    expect(await cards(page).count()).toBe(PAGE_SIZE);
    // It is the account's setting (users.hidePrices), not the page's: a reload keeps it.
    await page.reload();
    await expect.poll(() => cards(page).count(), WAIT).toBe(PAGE_SIZE);
    await expect.poll(() => menuToggle.textContent(), WAIT).toContain('Dana Q.');
    expect(await rates.count()).toBe(0);
    await setHidePrices(false);
    await expect.poll(() => rates.count(), WAIT).toBe(rateCount);

    // Log out from another page: the user lands on the project list, signed out.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Our Experts' }).click();
    await expect.poll(() => pathOf(page), WAIT).toBe('/engine/experts/');
    await menuToggle.click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect.poll(() => pathOf(page), WAIT).toBe('/engine/projects/');
    await shown(header.getByRole('button', { name: 'Sign in' }));
    expect(await menuToggle.count()).toBe(0);
  });

  it('redirects unknown paths to the list, titles every route, and starts a new path at the top', async () => {
    const page = await session.newPage();
    await page.goto(session.url('/engine/nope/x'));
    await expect.poll(() => pathOf(page), WAIT).toBe('/engine/projects/');
    await expect.poll(() => page.title(), WAIT).toBe(`Open projects - ${PRODUCT}`);
    await expect.poll(() => cards(page).count(), WAIT).toBe(PAGE_SIZE);

    // The title follows client-side navigation.
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Privacy Policy' }).click();
    await expect.poll(() => page.title(), WAIT).toBe(`Privacy Policy - ${PRODUCT}`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Our Experts' }).click();
    await expect.poll(() => page.title(), WAIT).toBe(`Our Experts - ${PRODUCT}`);
    await page.goto(session.url('/engine/sign-in'));
    await expect.poll(() => page.title(), WAIT).toBe(`Sign in - ${PRODUCT}`);

    // From far down the list to a project: the project's page starts at its top.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Open Projects' }).click();
    await expect.poll(() => cards(page).count(), WAIT).toBe(PAGE_SIZE);
    const far = cards(page).nth(PAGE_SIZE - 2).locator('h2 a');
    await far.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY), WAIT).toBeGreaterThan(500);
    const title = ((await far.textContent()) ?? '').trim();
    await far.click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), WAIT).toBe(title);
    await expect.poll(() => page.evaluate(() => window.scrollY), WAIT).toBe(0);
    await expect.poll(() => page.title(), WAIT).toBe(`${title} - ${PRODUCT}`);
  });
});
