// Issue 25's candidate journeys in Chromium against the built app (fresh database with the demo
// content and its NDA templates):
// - a project that requires an NDA: viewing its page creates nothing (no badge, no document);
//   Apply makes the NDA, the badge counts it until agreed, then the application goes out;
// - that NDA names its project (linked) in My Documents, its view, and the admin's records;
// - a candidate who left the wizard after step 1 finds the way back after signing in again, from
//   the sign-in page and from the login dialog;
// - a published expert's employers stay off the public page (browser and server HTML) until the
//   candidate opts in on My Profile and the entry is refreshed.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectInput } from '../../imports/api/projects/api.testkit';
import type { Connection } from '../../packages/ddp-client/server';
import { WAIT, DESKTOP, PHONE, shown } from '../helpers/e2e-kit';
import { runAxe } from '../helpers/e2e-axe';
import { CANDIDATE_EMPLOYER as EMPLOYER, CANDIDATE_ROLE } from '../helpers/e2e-candidate';
import { useE2eSession } from '../helpers/e2e-session';

const OPT_IN = "Show my employers' names on my public expert profile";

describe('candidate journeys fixed for issue 25', () => {
  const session = useE2eSession();
  let admin: Connection;
  let ndaProject: { _id: string; urlName: string; title: string };

  beforeAll(async () => {
    admin = await session.accounts.loginAs(session.users.admin());
    const title = 'Treasury lead for a confidential carve-out';
    const created = (await admin.callAsync('projects.create', projectInput({ title, ndaRequired: true }))) as { _id: string; urlName: string };
    await admin.callAsync('projects.publish', created._id);
    ndaProject = { _id: created._id, urlName: created.urlName, title };
  });

  async function expectAxeClean(page: Page): Promise<void> {
    expect((await runAxe(page)).blocking).toEqual([]);
  }

  const badge = (page: Page): Locator => page.locator('#account-menu').getByText(/documents? to agree to/);

  it('creates the NDA when the candidate clicks Apply, not on viewing the page, and names its project everywhere', async () => {
    const candidate = await session.candidates.signUp({ steps: 'complete' });

    // Viewing the project: an Apply button, no NDA document, no badge.
    const page = await session.signedInPage(candidate, { path: `/engine/p/${ndaProject._id}/${ndaProject.urlName}` });
    const apply = page.getByRole('region', { name: 'Apply' });
    const applyButton = apply.getByRole('button', { name: 'Apply', exact: true });
    await shown(applyButton);
    expect(await apply.textContent()).toContain('requires a non-disclosure agreement');
    await shown(page.locator('#account-menu'));
    expect(await badge(page).count()).toBe(0);
    expect(await page.getByTestId('nda-step').count()).toBe(0);
    await expectAxeClean(page);
    await page.goto(session.url('/engine/my-documents/'));
    await shown(page.getByText('You have no documents yet.'));
    expect(await session.accounts.readAsAdmin('peopleDocuments', 'peopleDocuments.admin', { engineUserId: candidate.userId })).toEqual([]);

    // Apply: the NDA opens, the badge counts it until agreed, then the application goes out.
    await page.goBack();
    await applyButton.click();
    const step = page.getByTestId('nda-step');
    await shown(step);
    await expect.poll(() => badge(page).textContent(), WAIT).toBe('1 document to agree to');
    // A second click elsewhere (a second tab) finds the same document instead of making another.
    const secondTab = await page.context().newPage();
    await secondTab.goto(session.url(`/engine/p/${ndaProject._id}/${ndaProject.urlName}`));
    await shown(secondTab.getByTestId('nda-step'));
    await secondTab.close();
    const stored = await session.accounts.readAsAdmin('peopleDocuments', 'peopleDocuments.admin', { engineUserId: candidate.userId });
    expect(stored.map((doc) => doc.projectId)).toEqual([ndaProject._id]);

    await step.getByRole('button', { name: 'I agree, continue to the application' }).click();
    await shown(page.getByRole('button', { name: 'Send application' }));
    await expect.poll(() => badge(page).count(), WAIT).toBe(0);
    await page.getByRole('button', { name: 'Send application' }).click();
    await shown(page.getByText('Thank you, your application has been sent.'));

    // My Documents: the NDA's row names its project, linked; so does the document's view.
    await page.goto(session.url('/engine/my-documents/'));
    const row = page.getByRole('row').filter({ hasText: 'Non-disclosure agreement' });
    await shown(row);
    const projectHref = `/engine/p/${ndaProject._id}/${ndaProject.urlName}`;
    expect(await row.getByRole('link', { name: ndaProject.title }).getAttribute('href')).toBe(projectHref);
    await row.getByRole('link', { name: /Non-disclosure agreement/ }).click();
    await shown(page.getByTestId('agreement-record'));
    expect(await page.getByRole('main').getByRole('link', { name: ndaProject.title }).getAttribute('href')).toBe(projectHref);
    await expectAxeClean(page);

    // The admin's agreement records: the table and the record dialog name the project.
    const adminPage = await session.signedInPage(session.users.admin(), { viewport: PHONE, path: '/engine/admin/documents' });
    const adminRow = adminPage.getByRole('row').filter({ hasText: 'Jana Nováková' });
    await shown(adminRow);
    expect(await adminRow.getByRole('link', { name: ndaProject.title }).getAttribute('href')).toBe(projectHref);
    await adminRow.getByRole('button', { name: /Agreement record of/ }).click();
    const dialog = adminPage.getByRole('dialog');
    await shown(dialog.getByTestId('agreement-record'));
    expect(await dialog.getByRole('link', { name: ndaProject.title }).getAttribute('href')).toBe(projectHref);
  });

  it('shows a candidate who left the wizard after step 1 the way back to step 2 after signing in, on the sign-in page and in the login dialog', async () => {
    const candidate = await session.candidates.signUp({ first: 'Petr', last: 'Svoboda', steps: 'first-only' });
    const page = await session.signedInPage(candidate, { viewport: PHONE });
    const way = page.getByRole('link', { name: 'Continue your profile' });
    await shown(way);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expectAxeClean(page);
    await way.click();
    await page.waitForURL(/\/engine\/sign-up\/personal-details-2/, WAIT);
    await shown(page.getByLabel('Workload (% of full time)'));
    // The wizard itself is the way: no banner over it.
    expect(await way.count()).toBe(0);

    // Signed out and in again from the header's dialog, on another page: the way back is there.
    await page.setViewportSize(DESKTOP);
    await page.goto(session.url('/engine/experts'));
    await page.locator('#account-menu').click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('E-mail').fill(candidate.email);
    await dialog.getByLabel('Password').fill(candidate.password);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await shown(way);
    await way.click();
    await page.waitForURL(/\/engine\/sign-up\/personal-details-2/, WAIT);
  });

  it('keeps a published expert’s employers off the public page until the candidate opts in', async () => {
    const candidate = await session.candidates.signUp({ first: 'Eva', last: 'Dvořáková' });
    const published = (await admin.callAsync('people.publishFromCandidate', candidate.userId)) as { _id: string; urlName: string };
    const expertPath = `/engine/e/${published._id}/${published.urlName}`;
    const serverHtml = async () => (await fetch(session.url(expertPath))).text();

    const visitor = await session.newPage();
    await visitor.goto(session.url(expertPath));
    const experience = visitor.getByRole('region', { name: 'Experience' });
    await shown(experience.getByText(CANDIDATE_ROLE));
    expect(await experience.textContent()).not.toContain(EMPLOYER);
    expect(await serverHtml()).not.toContain(EMPLOYER);

    // The candidate opts in on My Profile; the checkbox says what it does.
    const page = await session.signedInPage(candidate, { path: '/engine/profile/' });
    const section = page.getByRole('region', { name: 'Work experience', exact: true });
    const optIn = section.getByLabel(OPT_IN);
    await shown(optIn);
    expect(await optIn.isChecked()).toBe(false);
    expect(await section.textContent()).toContain("your employers' names appear on it only if you tick this");
    await optIn.check();
    await section.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => section.getByRole('status').textContent(), WAIT).toBe('Saved');
    await expectAxeClean(page);

    // The admin's refresh takes the candidate's current data: now the employer is shown.
    await admin.callAsync('people.publishFromCandidate', candidate.userId);
    await visitor.reload();
    await shown(experience.getByText(EMPLOYER, { exact: false }));
    expect(await serverHtml()).toContain(EMPLOYER);
  });
});
