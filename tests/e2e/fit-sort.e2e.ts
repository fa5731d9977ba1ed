// "Best fit for you" on the open-projects list in Chromium against the built app: a candidate
// (SAP FI and CO, as the wizard's helper saves them) chooses it and sees the SAP project before a
// newer Kubernetes one, each card saying how well it fits; at 375 px by keyboard alone (the
// filters' toggle, the order chosen with the arrow keys, the best project opened from its card,
// axe on both pages) and again from the shared address; a visitor at that address gets the
// default order and is not offered the sort.
import { describe, expect, it } from 'vitest';
import { blockingAxe } from '../helpers/e2e-axe';
import { chooseByKeyboard, DESKTOP, focusShown, isFocused, PHONE, shown, tabTo, WAIT } from '../helpers/e2e-kit';
import { sidewaysOverflow } from '../helpers/e2e-layout';
import { useE2eSession } from '../helpers/e2e-session';

/** Letters only, so the text search finds it as one word. */
const WORD = `Okapi${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

describe('a candidate lists the open projects by their fit', () => {
  const session = useE2eSession();

  it('chooses "Best fit for you" and sees the best-fitting project first', async () => {
    const sap = await session.projects.publish({ title: `${WORD} SAP FI/CO rollout`, skills: ['sap-fi', 'sap-co'] });
    const kubernetes = await session.projects.publish({ title: `${WORD} Kubernetes platform`, skills: ['kubernetes'] });
    const candidate = await session.candidates.signUp();
    const address = `/engine/projects?q=${WORD}`;

    const page = await session.signedInPage(candidate, { viewport: DESKTOP, path: address });
    const headings = () => page.getByTestId('project-card').getByRole('heading').allTextContents();
    // Newest first by default.
    await expect.poll(headings, WAIT).toEqual([kubernetes.title, sap.title]);
    await page.getByLabel('Sort by').selectOption({ label: 'Best fit for you' });
    await expect.poll(headings, WAIT).toEqual([sap.title, kubernetes.title]);
    expect(new URL(page.url()).searchParams.get('sort')).toBe('fit');
    const hints = () => page.getByTestId('project-fit').allTextContents();
    await expect.poll(async () => (await hints()).length, WAIT).toBe(2);
    const [sapFit, kubernetesFit] = (await hints()).map((hint) => Number(/^Fits you (\d+) %$/.exec(hint)?.[1]));
    expect(sapFit).toBeGreaterThan(kubernetesFit as number);

    // On a phone, by keyboard alone: open the filters, choose the order with the arrow keys.
    const phone = await session.signedInPage(candidate, { viewport: PHONE, path: address });
    const phoneHeadings = () => phone.getByTestId('project-card').getByRole('heading').allTextContents();
    await expect.poll(phoneHeadings, WAIT).toEqual([kubernetes.title, sap.title]);
    const toggle = phone.getByRole('button', { name: 'Show filters (active)' });
    expect(await tabTo(phone, toggle), 'Tab reaches the filters toggle').toBe(true);
    expect(await focusShown(phone), 'the toggle shows its focus').toBe(true);
    await phone.keyboard.press('Enter');
    await expect.poll(() => phone.getByRole('button', { name: 'Hide filters' }).getAttribute('aria-expanded'), WAIT).toBe('true');
    const sort = phone.getByRole('combobox', { name: 'Sort by' });
    expect(await tabTo(phone, sort), 'Tab reaches Sort by').toBe(true);
    expect(await focusShown(phone), 'Sort by shows its focus').toBe(true);
    expect(await chooseByKeyboard(phone, sort, 'Best fit for you'), 'the arrow keys choose Best fit for you').toBe(true);
    await expect.poll(phoneHeadings, WAIT).toEqual([sap.title, kubernetes.title]);
    expect(new URL(phone.url()).searchParams.get('sort')).toBe('fit');
    await expect.poll(() => phone.getByTestId('project-fit').count(), WAIT).toBe(2);
    expect(await isFocused(sort), 'the order changed under the focus, which stayed on Sort by').toBe(true);
    expect(await blockingAxe(phone), 'the list in the fit order at 375 px').toEqual([]);
    expect((await sidewaysOverflow(phone)).extra, 'no sideways scroll at 375 px').toBeLessThanOrEqual(0);
    // The best-fitting project, opened from its card, says why it fits.
    const sapLink = phone.getByTestId('project-card').getByRole('link', { name: sap.title });
    expect(await tabTo(phone, sapLink), 'Tab reaches the first card').toBe(true);
    expect(await focusShown(phone), 'the card’s link shows its focus').toBe(true);
    await phone.keyboard.press('Enter');
    const fit = phone.getByRole('region', { name: 'How this project fits you' });
    await shown(fit);
    expect(await blockingAxe(phone), 'the project page with its fit at 375 px').toEqual([]);
    expect((await sidewaysOverflow(phone)).extra, 'no sideways scroll on the project at 375 px').toBeLessThanOrEqual(0);

    // The shared address on a phone: the same order.
    await phone.goto(session.url(`${address}&sort=fit`));
    await expect.poll(phoneHeadings, WAIT).toEqual([sap.title, kubernetes.title]);

    // A visitor at that address: the default order, and no such sort to choose.
    const visitor = await session.newPage(DESKTOP);
    await visitor.goto(session.url(`${address}&sort=fit`));
    await expect.poll(() => visitor.getByTestId('project-card').getByRole('heading').allTextContents(), WAIT).toEqual([kubernetes.title, sap.title]);
    expect(await visitor.getByRole('combobox', { name: 'Sort by' }).locator('option').allTextContents()).not.toContain('Best fit for you');
  }, 120_000);
});
