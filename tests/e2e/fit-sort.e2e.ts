// "Best fit for you" on the open-projects list in Chromium against the built app: a candidate
// (SAP FI and CO, as the wizard's helper saves them) chooses it and sees the SAP project before a
// newer Kubernetes one, each card saying how well it fits; at 375 px the shared address gives
// the same order; a visitor at that address gets the default order and is not offered the sort.
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, WAIT } from '../helpers/e2e-kit';
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

    // The shared address on a phone: the same order.
    const phone = await session.signedInPage(candidate, { viewport: PHONE, path: `${address}&sort=fit` });
    await expect.poll(() => phone.getByTestId('project-card').getByRole('heading').allTextContents(), WAIT).toEqual([sap.title, kubernetes.title]);

    // A visitor at that address: the default order, and no such sort to choose.
    const visitor = await session.newPage(DESKTOP);
    await visitor.goto(session.url(`${address}&sort=fit`));
    await expect.poll(() => visitor.getByTestId('project-card').getByRole('heading').allTextContents(), WAIT).toEqual([kubernetes.title, sap.title]);
    expect(await visitor.getByRole('combobox', { name: 'Sort by' }).locator('option').allTextContents()).not.toContain('Best fit for you');
  });
});
