// The back office for projects and people in Chromium against the built app (fresh database with
// the demo content): the admin printed at first start signs in, creates a project with the form
// (Markdown preview seen, hostile markup neutralised), publishes it (reference number), a second
// admin's open table shows it without a reload, it appears on the public list, a candidate made
// by the fixture applies over DDP, the admin closes it and it leaves the public list. Then the
// admin publishes a candidate as an expert, the entry appears in the public directory, and is
// unpublished again. Every admin screen passes axe-core, has no sideways scroll at 375 px, and
// the table and editor work by keyboard.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SLOW_WAIT, DESKTOP, PHONE, shown, tabTo } from '../helpers/e2e-kit';
import { type AxeViolation, runAxe } from '../helpers/e2e-axe';
import { sidewaysOverflow } from '../helpers/e2e-layout';
import { useE2eSession } from '../helpers/e2e-session';

const WAIT = SLOW_WAIT;

function describeViolations(violations: AxeViolation[]): string {
  return violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.targets.join('\n  ')}`).join('\n');
}

async function expectAccessible(page: Page, what: string): Promise<void> {
  // No hover and no running transition: axe measures colours as they are at rest.
  await page.mouse.move(0, 0);
  await expect.poll(() => page.evaluate(() => document.getAnimations().length), WAIT).toBe(0);
  const report = await runAxe(page);
  expect(report.blocking, `${what}:\n${describeViolations(report.blocking)}`).toEqual([]);
}

describe('the admin back office for projects and people', () => {
  const session = useE2eSession();
  const adminPage = (path: string, viewport = DESKTOP): Promise<Page> => session.signedInPage(session.users.admin(), { viewport, path });

  it('creates, publishes, closes a project; a candidate applies; a second admin sees it live', async () => {
    const title = `Rust engineer for payments ${Date.now().toString(36)}`;
    const page = await adminPage('/engine/admin/projects');
    await shown(page.getByRole('table', { name: 'Projects' }), WAIT);
    await expectAccessible(page, 'admin projects table');

    // A second admin keeps the table open in another browser.
    const second = await session.users.create({ first: 'Second', last: 'Admin', role: 'admin' });
    const watcher = await session.signedInPage(second, { path: '/engine/admin/projects' });
    await shown(watcher.getByRole('table', { name: 'Projects' }), WAIT);

    await page.getByRole('link', { name: 'New project' }).click();
    await shown(page.getByRole('heading', { name: 'New project', level: 1 }), WAIT);
    await page.getByLabel('Title').fill(title);
    await page.getByLabel(/^Summary/).fill('Build a settlement engine in Rust for a card issuer.');
    await page
      .getByLabel('Description (Markdown)')
      .fill('## Your tasks\n\n1. Design the **ledger**\n2. Review *code*\n\nSee [the stack](https://example.com/stack).\n\n<script>window.pwned = 1</script>\n\n[bad](javascript:window.pwned=2)');
    const preview = page.getByTestId('description-preview');
    await shown(preview.getByRole('heading', { name: 'Your tasks' }), WAIT);
    expect(await preview.locator('strong').textContent()).toBe('ledger');
    expect(await preview.locator('ol > li').count()).toBe(2);
    expect(await preview.getByRole('link', { name: 'the stack' }).getAttribute('rel')).toBe('noopener nofollow ugc');
    expect(await preview.locator('script').count()).toBe(0);
    expect(await preview.getByRole('link', { name: 'bad' }).count()).toBe(0);
    await page.getByLabel('Country').selectOption('DE');
    await page.getByLabel('Start as soon as possible').check();
    await page.getByLabel('Rate on request').check();
    await page.getByRole('combobox', { name: 'Search Skills' }).fill('Rust');
    await page.getByRole('option', { name: 'Rust', exact: true }).click();
    await page.getByRole('button', { name: 'Add a language' }).click();
    await page.getByRole('combobox', { name: 'Language 1', exact: true }).selectOption('en');
    await page.getByRole('combobox', { name: 'Minimum level of language 1', exact: true }).selectOption('B2');
    await expectAccessible(page, 'new project form');
    await page.getByRole('button', { name: 'Create draft' }).click();

    // The form lives at …/projects/new/ until the draft exists; then the address names the draft.
    const draftId = () => /\/engine\/admin\/projects\/(?!new\/)([^/]+)\/$/.exec(new URL(page.url()).pathname)?.[1] ?? null;
    await expect.poll(draftId, WAIT).not.toBeNull();
    const projectId = draftId() as string;
    await shown(page.getByRole('heading', { name: title, level: 1 }), WAIT);
    await shown(watcher.getByRole('link', { name: title }), WAIT);

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect.poll(() => page.getByTestId('reference-number').textContent(), WAIT).toMatch(/^P-\d{4}-\d{4,}$/);
    await expectAccessible(page, 'project editor');
    const reference = (await page.getByTestId('reference-number').textContent()) as string;
    // The second admin's table follows without a reload.
    await shown(watcher.getByRole('row').filter({ hasText: title }).getByText(reference), WAIT);

    const visitor = await session.newPage();
    await visitor.goto(session.url(`/engine/projects/?q=${encodeURIComponent(title)}`));
    await shown(visitor.getByTestId('project-card').filter({ hasText: title }), WAIT);
    // The public page renders the same Markdown, hostile parts as text.
    await visitor.goto(session.url(`/engine/p/${projectId}`));
    await shown(visitor.getByRole('heading', { name: 'Your tasks' }), WAIT);
    expect(await visitor.locator('article script').count()).toBe(0);
    expect(await visitor.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();

    const candidate = await session.users.create({ first: 'Cyril', last: 'Applicant', role: 'candidate', profile: 'complete' });
    const candidateConnection = await session.accounts.loginAs(candidate);
    const applicationId = await candidateConnection.callAsync('applications.apply', projectId, { note: 'Ten years of Rust.' });
    expect(typeof applicationId).toBe('string');

    await page.getByRole('button', { name: 'Close' }).click();
    await shown(page.getByRole('button', { name: 'Reopen' }), WAIT);
    await visitor.goto(session.url(`/engine/projects/?q=${encodeURIComponent(title)}`));
    // One list in the document: the server writes finished boundaries in place (a hidden
    // outlined copy of the list once stayed behind here).
    expect(await visitor.locator('[hidden][id^="S:"]').count()).toBe(0);
    await shown(visitor.getByTestId('empty-state').getByText('No project matches these filters.', { exact: true }), WAIT).catch(async (error: Error) => {
      // Say what the list showed instead, so a failure explains itself.
      throw new Error(`${error.message}\nThe list showed: ${(await visitor.locator('#main').innerText()).slice(0, 600)}`);
    });
    expect(await visitor.getByTestId('project-card').filter({ hasText: title }).count()).toBe(0);
  });

  it('publishes a candidate as an expert, who appears in the directory, then unpublishes them', async () => {
    const last = `Kowalczyk${Date.now().toString(36)}`;
    const candidate = await session.users.create({ first: 'Zofia', last, role: 'candidate' });
    const connection = await session.accounts.loginAs(candidate);
    await connection.callAsync('users.saveSignUpStep', 'personal-details-1', { name: { first: 'Zofia', last }, phone: '+48 600 100 200', country: 'PL', city: 'Kraków' });
    await connection.callAsync('users.saveSignUpStep', 'personal-details-2', {
      languages: [{ language: 'pl', level: 'native' }, { language: 'en', level: 'C1' }],
      availability: { from: new Date('2030-01-01T00:00:00Z'), workloadPercent: 100 },
    });
    const headline = `Embedded Rust lead ${Date.now().toString(36)}`;
    await connection.callAsync('users.saveSignUpStep', 'experience-1', {
      headline,
      fieldsOfExpertise: ['embedded-systems'],
      skills: ['rust'],
      typesOfService: ['freelance'],
      yearsOfExperience: 9,
    });

    const page = await adminPage('/engine/admin/people');
    await shown(page.getByRole('table', { name: 'Candidates' }), WAIT);
    await expectAccessible(page, 'admin people table');
    await page.getByLabel('Name or e-mail').fill(last);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row').filter({ hasText: last });
    await shown(row.getByText('No entry'), WAIT);
    await row.getByRole('link', { name: `Zofia ${last}` }).click();
    await shown(page.getByRole('heading', { name: 'Expert entry' }), WAIT);
    await expectAccessible(page, 'admin candidate');
    await page.getByRole('button', { name: 'Publish as expert' }).click();
    await shown(page.getByRole('link', { name: 'Public page' }), WAIT);
    await shown(page.getByRole('heading', { name: 'Public entry' }), WAIT);
    await expectAccessible(page, 'admin candidate with entry');

    const visitor = await session.newPage();
    await visitor.goto(session.url(`/engine/experts/?q=${encodeURIComponent(headline)}`));
    await shown(visitor.getByTestId('expert-card').filter({ hasText: headline }), WAIT);
    // Anonymised: first name and initial, never the surname.
    expect(await visitor.getByText(last).count()).toBe(0);

    await page.getByRole('button', { name: 'Unpublish' }).click();
    await shown(page.getByRole('button', { name: 'Publish as expert' }), WAIT);
    await visitor.reload();
    await expect.poll(() => visitor.getByTestId('expert-card').filter({ hasText: headline }).count(), WAIT).toBe(0);
  });

  it('fits a 375 px phone without sideways scroll and works by keyboard', async () => {
    const addresses = ['/engine/admin/projects', '/engine/admin/projects/new', '/engine/admin/people', '/engine/admin/people?view=entries'];
    const page = await adminPage(addresses[0] as string, PHONE);
    for (const address of addresses) {
      if (address !== addresses[0]) await page.goto(session.url(address));
      await shown(page.getByRole('heading', { level: 1 }), WAIT);
      await page.waitForLoadState('networkidle');
      const { extra, widest } = await sidewaysOverflow(page);
      expect(extra, `${address} (${widest})`).toBeLessThanOrEqual(0);
      await expectAccessible(page, `${address} at 375 px`);
    }

    const desk = await adminPage('/engine/admin/projects');
    await shown(desk.getByRole('table', { name: 'Projects' }), WAIT);
    // Sort by title from the keyboard, then open "New project" with Enter.
    const sortTitle = desk.getByRole('button', { name: /^Title/ });
    expect(await tabTo(desk, sortTitle)).toBe(true);
    await desk.keyboard.press('Enter');
    await expect.poll(() => new URL(desk.url()).searchParams.get('sort'), WAIT).toBe('title');
    await desk.getByRole('link', { name: 'New project' }).focus();
    await desk.keyboard.press('Enter');
    await shown(desk.getByRole('heading', { name: 'New project', level: 1 }), WAIT);
    await desk.getByLabel('Title').focus();
    await desk.keyboard.press('Tab');
    expect(await desk.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('summary');
  });
});
