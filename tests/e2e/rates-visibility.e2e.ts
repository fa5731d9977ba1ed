// Issue 18 §6, walked in Chromium against the built app on a fresh database with the demo content:
// experts' rates are for company accounts. A visitor finds no rate on Our Experts and on an expert
// page (not in the DOM, not in the served HTML, its page data or JSON-LD) and no rate filter, but
// where the rate would be, who sees rates and the way to register or sign in; a signed-in
// customer sees the rates and the rate filter; demoted by an admin on another connection, the
// customer's open page loses them without a reload.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { WAIT, PHONE, shown } from '../helpers/e2e-kit';
import { runAxe } from '../helpers/e2e-axe';
import { useE2eSession } from '../helpers/e2e-session';
import { jsonLdBlocks } from '../integration/ssr/structured-data-schema';

const RATE_TEXT = /\b(EUR|USD|CHF|GBP|CZK|PLN|HUF)\b|€|Rate on request/;
const HINT = 'Rates are shown to company accounts.';

const mainText = async (page: Page): Promise<string> => (await page.locator('main').textContent()) ?? '';

/** A page's served HTML, as a crawler or a browser without JavaScript gets it. */
async function served(page: Page, url: string): Promise<string> {
  const answer = await page.request.get(url);
  expect(answer.status(), url).toBe(200);
  return answer.text();
}

/** What of a rate the served HTML carries: rate texts in <main>, a rate in the page data, price words in the JSON-LD. */
function ratesServed(html: string): string[] {
  const found: string[] = [];
  if (RATE_TEXT.test(/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '')) found.push('main');
  const pageData = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  if (/"rate"\s*:/.test(pageData)) found.push('page data');
  if (jsonLdBlocks(html).some(hasPriceKey)) found.push('JSON-LD');
  return found;
}

/** Whether structured data says what something costs anywhere in it (schema.org's price and offer terms). */
function hasPriceKey(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasPriceKey);
  if (!value || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, inner]) => /price|offer|salary|rate|currency/i.test(key) || hasPriceKey(inner));
}

describe('who sees experts’ rates', () => {
  const session = useE2eSession();

  it('a visitor sees no rate on Our Experts or an expert page, only who does and how to become one', async () => {
    const page = await session.newPage(PHONE);
    const listUrl = session.url('/engine/experts');
    const listHtml = await served(page, listUrl);
    expect(ratesServed(listHtml)).toEqual([]);
    expect(listHtml).toContain(HINT);

    // A rate in the address filters nothing for a visitor, and no rate filter is offered.
    await page.goto(`${listUrl}?rate=1&currency=EUR&unit=day`);
    const card = page.getByTestId('expert-card').first();
    await shown(card);
    const hint = card.getByTestId('rates-hint');
    await expect.poll(() => hint.textContent(), WAIT).toBe(`${HINT} Register your company or sign in.`);
    expect(await hint.getByRole('link', { name: 'Register your company' }).getAttribute('href')).toBe('/engine/sign-up/');
    expect(RATE_TEXT.test(await mainText(page))).toBe(false);
    expect(await page.getByRole('search', { name: 'Filter experts' }).getByText('Maximum').count()).toBe(0);
    expect(await page.getByTestId('expert-card').count()).toBeGreaterThan(1);

    const expertPath = (await card.getByRole('heading').getByRole('link').getAttribute('href')) ?? '';
    const expertHtml = await served(page, session.url(expertPath));
    expect(jsonLdBlocks(expertHtml).length).toBe(1);
    expect(ratesServed(expertHtml)).toEqual([]);
    // The expert has a rate (the admin sees it), which the visitor's page does not carry.
    const [entry] = await session.accounts.readAsAdmin('people', 'people.one', expertPath.split('/')[3]);
    const { amount } = entry?.rate as { amount: number };
    expect(JSON.stringify(jsonLdBlocks(expertHtml))).not.toContain(String(amount));
    await card.getByRole('heading').getByRole('link').click();
    await shown(page.getByRole('heading', { level: 1 }));
    const rateRow = page.locator('dt', { hasText: /^Rate$/ }).locator('xpath=following-sibling::dd[1]');
    await expect.poll(() => rateRow.textContent(), WAIT).toBe(`${HINT} Register your company or sign in.`);
    expect(RATE_TEXT.test(await mainText(page))).toBe(false);
    expect((await runAxe(page)).blocking).toEqual([]);
    // Signing in from the hint comes back to the expert.
    await rateRow.getByRole('link', { name: 'sign in' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('next'), WAIT).toBe(expertPath);
  }, 60_000);

  it('a customer sees the rates; demoted by an admin elsewhere, the open page loses them without a reload', async () => {
    const customer = await session.users.create({ first: 'Rita', last: 'Rates', role: 'customer' });
    const page = await session.signedInPage(customer, { path: '/engine/experts' });
    await shown(page.getByTestId('expert-card').first());
    await expect.poll(async () => RATE_TEXT.test(await mainText(page)), WAIT).toBe(true);
    const filters = page.getByRole('search', { name: 'Filter experts' });
    await shown(filters.getByLabel('Maximum'));
    expect(await page.getByTestId('rates-hint').count()).toBe(0);

    // The same page, kept open: a mark in its window survives only if it never reloads.
    await page.evaluate(() => Object.assign(window, { openSinceDemotion: true }));
    const admin = await session.accounts.loginAs(session.users.admin());
    await admin.callAsync('users.setRoles', customer.userId, ['candidate']);
    await expect.poll(async () => RATE_TEXT.test(await mainText(page)), WAIT).toBe(false);
    await shown(page.getByTestId('rates-hint').first());
    expect(await page.getByTestId('rates-hint').first().textContent()).toBe(HINT);
    await expect.poll(() => filters.getByLabel('Maximum').count(), WAIT).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { openSinceDemotion?: boolean }).openSinceDemotion)).toBe(true);
  }, 60_000);
});
