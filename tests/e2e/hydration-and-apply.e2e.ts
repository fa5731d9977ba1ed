// Issue 22 §6's loose ends in Chromium against the built app (fresh database with the demo content):
// - choices made in the project list's filters before the page hydrated (its scripts held back
//   until then) survive hydration: the list and the address follow them;
// - a candidate who left the wizard early is shown on a project's page what is missing and the
//   way to the first unfinished step instead of the form, and applies once the CV is uploaded.
import type { Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { samplePdf } from '../../imports/api/files/test-samples';
import { projectInput } from '../../imports/api/projects/api.testkit';
import { WAIT, DESKTOP, PHONE, shown } from '../helpers/e2e-kit';
import { runAxe } from '../helpers/e2e-axe';
import { saveMiddleSteps } from '../helpers/e2e-candidate';
import { sidewaysOverflow } from '../helpers/e2e-layout';
import { useE2eSession } from '../helpers/e2e-session';

const SCRIPTS = /\/engine\/assets\/.+\.js(\?.*)?$/;
const FOUND = /\d+ projects? found/;
const TITLE = 'Group reporting lead for a SAP S/4HANA rollout';

/** Holds the page's scripts back until the returned function is called: the server's HTML alone, not hydrated. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(SCRIPTS, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

describe('early choices and a complete profile to apply (issue 22 §6)', () => {
  const session = useE2eSession();
  let project: { _id: string; urlName: string };

  beforeAll(async () => {
    const admin = await session.accounts.loginAs(session.users.admin());
    project = (await admin.callAsync('projects.create', projectInput({ title: TITLE, remotePercent: 100 }))) as typeof project;
    await admin.callAsync('projects.publish', project._id);
  });

  it('keeps a filter chosen and a search typed before the list hydrated, and the list and the address follow them', async () => {
    // At 1280 px the filters are open beside the list (on a phone they wait behind a button).
    const page = await session.newPage(DESKTOP);
    const release = await holdScripts(page);
    await page.goto(session.url('/engine/projects'), { waitUntil: 'commit' });
    const remote = page.getByLabel('Remote share');
    const search = page.getByRole('searchbox', { name: 'Search' });
    await shown(remote);
    // The scripts are still held: what follows happens in the server's HTML, before hydration.
    await search.fill('SAP');
    await remote.selectOption({ label: 'Fully remote' });
    expect(page.url()).not.toContain('remote=');
    release();

    await expect.poll(() => new URL(page.url()).searchParams.get('remote'), WAIT).toBe('100');
    await expect.poll(() => new URL(page.url()).searchParams.get('q'), WAIT).toBe('SAP');
    expect(await remote.inputValue()).toBe('100');
    expect(await search.inputValue()).toBe('SAP');
    const status = page.getByText(FOUND).first();
    await shown(status);

    // The same list as a fresh load of the address shows.
    const fresh = await session.newPage(DESKTOP);
    await fresh.goto(page.url());
    const freshStatus = fresh.getByText(FOUND).first();
    await shown(freshStatus);
    await expect.poll(() => status.textContent(), WAIT).toBe(await freshStatus.textContent());
    const cards = async (on: Page) => on.getByTestId('project-card').getByRole('heading').allTextContents();
    const expected = await cards(fresh);
    expect(expected).toContain(TITLE);
    await expect.poll(() => cards(page), WAIT).toEqual(expected);
  });

  it('shows a candidate who stopped after step 1 what is missing instead of the form; with the CV uploaded, they apply', async () => {
    const candidate = await session.candidates.signUp({ first: 'Tomáš', last: 'Early', steps: 'first-only' });
    const projectPath = `/engine/p/${project._id}/${project.urlName}`;
    const page = await session.signedInPage(candidate, { viewport: PHONE, path: projectPath });
    const projectUrl = session.url(projectPath);
    const apply = page.getByRole('region', { name: 'Apply' });
    const way = apply.getByRole('link', { name: 'Continue your profile' });
    await shown(way);
    expect(await apply.textContent()).toContain(
      'Your profile is not complete yet: Languages and availability, Expertise and skills, Work experience and CV upload are missing.',
    );
    expect(await way.getAttribute('href')).toBe('/engine/sign-up/personal-details-2/');
    expect(await apply.getByRole('button', { name: /Apply|Send application/ }).count()).toBe(0);
    expect((await sidewaysOverflow(page)).extra).toBeLessThanOrEqual(0);
    expect((await runAxe(page)).blocking).toEqual([]);

    // Steps 2 to 4 saved (as the wizard saves them): the CV is what is left, and the link leads there.
    const connection = await session.accounts.loginAs(candidate);
    await saveMiddleSteps(connection);
    await page.setViewportSize(DESKTOP);
    await page.reload();
    await shown(way);
    await expect.poll(() => apply.textContent(), WAIT).toContain('Your profile is not complete yet: CV upload is missing.');
    await way.click();
    await page.waitForURL(/\/engine\/sign-up\/upload-cv\/?$/, WAIT);
    await page.getByLabel('Choose your CV').setInputFiles({ name: 'Tomas Early CV.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
    await shown(page.getByText(/Uploaded: Tomas Early CV\.pdf/));
    await page.getByRole('button', { name: 'Finish' }).click();
    await page.waitForURL(/\/engine\/profile\/?$/, WAIT);

    await page.goto(projectUrl);
    const send = apply.getByRole('button', { name: 'Send application' });
    await shown(send);
    expect(await way.count()).toBe(0);
    await apply.getByLabel('Why you fit this project').fill('Group reporting on S/4HANA since 2019.');
    await send.click();
    await shown(page.getByText('Thank you, your application has been sent.'));
    const mine = await session.accounts.readAs(candidate, 'applications', 'applications.mine');
    expect(mine.map((doc) => doc.projectId)).toEqual([project._id]);
  });
});
