// The public lists render the server's order (the list record, not the client's own evaluation of
// the selector) in Chromium against the built app: the server's first HTML and the hydrated page
// show the same cards in the same order without a hydration warning, "Load more" extends the list
// in order, a sort change re-orders it, an admin's edit in another session moves a card live,
// and back/forward bring each list back in its order; the expert directory's first HTML, hydrated
// page and sorted list match what the server renders for each address.
import { describe, expect, it } from 'vitest';
import { WAIT, DESKTOP } from '../helpers/e2e-kit';
import { useE2eSession } from '../helpers/e2e-session';

const COUNT = 25;
/** Letters only, so any text search finds it as one word. */
const WORD = `Narwhal${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
const titleOf = (index: number) => `${WORD} platform engineer ${String(index + 1).padStart(2, '0')}`;

describe('the public lists in the server’s order', () => {
  const session = useE2eSession();

  it('keeps the server’s order through the first HTML, hydration, load more, a sort change, a live edit and back/forward', async () => {
    const ids: string[] = [];
    for (let index = 0; index < COUNT; index += 1) {
      const project = await session.projects.publish({
        title: titleOf(index),
        startAsap: false,
        startDate: new Date(Date.UTC(2031, 0, 1 + index)),
        // Another order by rate: 7 steps round 25 visits every project once.
        rate: { onRequest: false, min: 50, max: 100 + ((index * 7) % COUNT), currency: 'EUR', unit: 'hour' },
      });
      ids.push(project._id);
    }
    const byStart = Array.from({ length: COUNT }, (_, index) => titleOf(index));
    const rateOf = (index: number) => 100 + ((index * 7) % COUNT);
    const byRate = [...byStart.keys()].sort((a, b) => rateOf(b) - rateOf(a)).map(titleOf);
    const address = `/engine/projects?q=${WORD}&sort=start`;

    // The server's first HTML: the first page in start order.
    const html = await (await fetch(session.url(address))).text();
    const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
    const inHtml = [...main.matchAll(new RegExp(`<h2[^>]*>(?:<a[^>]*>)?(${WORD}[^<]*)<`, 'g'))].map((match) => match[1]);
    expect(inHtml).toEqual(byStart.slice(0, 20));

    const page = await session.newPage(DESKTOP);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(session.url(address));
    const headings = () => page.getByTestId('project-card').getByRole('heading').allTextContents();
    const list = page.getByRole('list', { name: 'Open projects' });
    const firstCard = await list.getByRole('heading').first().elementHandle();
    expect(await headings()).toEqual(byStart.slice(0, 20));
    // Hydration adopts the server's card (React's props land on that very element) before the
    // click: a click before it would be replayed onto a list rendered afresh.
    await page.waitForFunction((card) => card !== null && Object.keys(card).some((key) => key.startsWith('__reactProps')), firstCard, WAIT);

    // Load more: the next five, after the first twenty, once the live list has taken over.
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(headings, WAIT).toEqual(byStart);
    expect(await firstCard?.evaluate((element) => element.isConnected), 'the hydrated list kept the server’s first card').toBe(true);
    expect(warnings).toEqual([]);

    // A sort change: the first page by rate.
    await page.getByLabel('Sort by').selectOption({ label: 'Highest rate' });
    await expect.poll(headings, WAIT).toEqual(byRate.slice(0, 20));

    // An admin raises the lowest rate in another session: that project moves to the top live.
    const lowest = byRate[COUNT - 1] as string;
    const admin = await session.accounts.asAdmin();
    await admin.callAsync('projects.update', ids[byStart.indexOf(lowest)], { rate: { onRequest: false, min: 50, max: 500, currency: 'EUR', unit: 'hour' } });
    const raised = [lowest, ...byRate.slice(0, COUNT - 1)];
    await expect.poll(headings, WAIT).toEqual(raised.slice(0, 20));

    // Back: the start order with the five loaded more; forward: the rate order with the edit.
    await page.goBack();
    await expect.poll(headings, WAIT).toEqual(byStart);
    expect(new URL(page.url()).searchParams.get('sort')).toBe('start');
    await page.goForward();
    await expect.poll(headings, WAIT).toEqual(raised.slice(0, 20));
    expect(new URL(page.url()).searchParams.get('sort')).toBe('rate');
    expect(warnings).toEqual([]);
  });

  it('shows the expert directory in the server’s order: first HTML, hydrated page, and after a sort change the order a fresh load renders', async () => {
    const idsInHtml = async (path: string) => {
      const main = /<main[\s\S]*<\/main>/.exec(await (await fetch(session.url(path))).text())?.[0] ?? '';
      return [...main.matchAll(/<h2[^>]*><a[^>]*href="\/engine\/experts\/([^/"]+)\//g)].map((match) => match[1]);
    };
    const newest = await idsInHtml('/engine/experts');
    const experienced = await idsInHtml('/engine/experts?sort=experience');
    expect(newest.length).toBeGreaterThanOrEqual(3);
    expect(experienced).not.toEqual(newest);

    const page = await session.newPage(DESKTOP);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(session.url('/engine/experts'));
    const shownIds = async () =>
      (await page.getByTestId('expert-card').getByRole('heading').getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).map(
        (href) => /\/engine\/experts\/([^/]+)\//.exec(href ?? '')?.[1],
      );
    expect(await shownIds()).toEqual(newest);
    await page.getByLabel('Sort by').selectOption({ label: 'Most experienced' });
    await expect.poll(shownIds, WAIT).toEqual(experienced);
    await page.goBack();
    await expect.poll(shownIds, WAIT).toEqual(newest);
    expect(warnings).toEqual([]);
  });
});
