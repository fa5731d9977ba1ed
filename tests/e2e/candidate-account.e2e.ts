// The signed-in candidate's screens in Chromium against the built app (fresh database with the
// demo content and its NDA templates). A candidate is created the way the wizard does it: the
// first step over `users.signUp.start`, the next three over `users.saveSignUpStep` (DDP). Then,
// in the browser: applying to a project that requires an NDA (Apply, the NDA step, the badge rising and
// falling in a second tab of the same browser, the application appearing in My Applications in
// that tab without a reload), My Documents and the document view, profile edits with a refused
// empty field, photo (header avatar) and CV (replace and download), password change and a new
// login, data export and account deletion. Every screen at 1280 px and 375 px without sideways
// scroll, reached by keyboard, and axe-core without serious or critical findings.
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleImage, samplePdf } from '../../imports/api/files/test-samples';
import type { Connection } from '../../packages/ddp-client/server';
import { WAIT, DESKTOP, PHONE, shown, gone, tabTo } from '../helpers/e2e-kit';
import { runAxe } from '../helpers/e2e-axe';
import type { E2eCandidate } from '../helpers/e2e-candidate';
import { sidewaysOverflow } from '../helpers/e2e-layout';
import type { E2eProject } from '../helpers/e2e-factories';
import { useE2eSession } from '../helpers/e2e-session';

describe('the candidate’s account screens in the browser', () => {
  const session = useE2eSession();
  let admin: Connection;
  let ndaProject: E2eProject;

  beforeAll(async () => {
    admin = await session.accounts.asAdmin();
    ndaProject = await session.projects.publish({
      title: 'SAP S/4HANA finance lead under NDA',
      summary: 'Lead the finance stream of an S/4HANA migration for a confidential client.',
      skills: ['sap-fi', 'sap-co'],
      ndaRequired: true,
    });
  });

  /** A candidate made as the wizard makes one (steps 1–4 over DDP). */
  const createCandidate = (first?: string, last?: string): Promise<E2eCandidate> => session.candidates.signUp({ first, last });

  /** Opens a signed-in page at `path` by signing in on the page's own sign-in form. */
  async function signInOnScreen(page: Page, path: string, who: { email: string; password: string }, heading: string): Promise<void> {
    await page.goto(session.url(path));
    const form = page.getByRole('form', { name: 'Sign in' });
    await shown(form);
    await form.getByLabel('E-mail').fill(who.email);
    await form.getByLabel('Password').fill(who.password);
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    await shown(page.getByRole('heading', { level: 1, name: heading }));
  }

  const badge = (page: Page): Locator => page.locator('#account-menu').getByText(/documents? to agree to/);
  const section = (page: Page, title: string): Locator => page.getByRole('region', { name: title, exact: true });

  it('applies to a project that requires an NDA: the badge rises and falls in a second tab, and the application appears there without reload', async () => {
    const candidate = await session.candidates.signUp({ steps: 'complete' });
    const applications = await session.newPage();
    await signInOnScreen(applications, '/engine/my-applications/', candidate, 'My Applications');
    await shown(applications.getByText('You have not applied for a project yet.'));
    expect(await badge(applications).count()).toBe(0);

    // The project page in a second tab of the same browser (same login).
    const project = await applications.context().newPage();
    await project.goto(session.url(`/engine/p/${ndaProject._id}/${ndaProject.urlName}`));
    // Viewing makes no NDA; choosing to apply does.
    await project.getByRole('region', { name: 'Apply' }).getByRole('button', { name: 'Apply', exact: true }).click();
    const step = project.getByTestId('nda-step');
    await shown(step);
    expect(await step.textContent()).toContain('requires a non-disclosure agreement');
    // Its NDA document awaits agreement: the badge counts it in both tabs, live.
    await expect.poll(() => badge(applications).textContent(), WAIT).toBe('1 document to agree to');
    await expect.poll(() => badge(project).textContent(), WAIT).toBe('1 document to agree to');
    // The application form only comes after agreeing.
    expect(await project.getByRole('button', { name: 'Send application' }).count()).toBe(0);

    await step.getByRole('button', { name: 'I agree, continue to the application' }).click();
    await shown(project.getByRole('button', { name: 'Send application' }));
    await expect.poll(() => badge(applications).count(), WAIT).toBe(0);
    await expect.poll(() => badge(project).count(), WAIT).toBe(0);

    await project.getByLabel('Why you fit this project').fill('Two S/4HANA finance migrations as stream lead.');
    await project.getByRole('button', { name: 'Send application' }).click();
    await shown(project.getByText('Thank you, your application has been sent.'));

    // The first tab shows it without a reload: project link, status and dated history.
    const card = applications.getByTestId('application');
    await expect.poll(() => card.count(), WAIT).toBe(1);
    await shown(card.getByRole('link', { name: ndaProject.title }));
    expect(await card.textContent()).toContain('Submitted');
    expect(await card.textContent()).toContain('Project open');
    expect(await card.locator('ol time').count()).toBe(1);

    // My Documents: the NDA, agreed; its view says who agreed and when.
    await project.goto(session.url('/engine/my-documents/'));
    const row = project.getByRole('row').filter({ hasText: 'Non-disclosure agreement' });
    await shown(row);
    expect(await row.textContent()).toContain('Agreed');
    // The row names the NDA's project too (a second link); open the document.
    expect(await row.getByRole('link', { name: ndaProject.title }).count()).toBe(1);
    await row.getByRole('link', { name: 'Non-disclosure agreement' }).click();
    const record = project.getByTestId('agreement-record');
    await shown(record);
    expect(await record.textContent()).toMatch(/^Agreed by Jana Nováková \(cand-[0-9a-f]+@example\.com\) on /);
    expect(await project.getByRole('region', { name: 'Document text' }).textContent()).toContain('Confidential information');

    // Withdraw, confirmed: the history grows and Withdraw is gone.
    await card.getByRole('button', { name: /Withdraw application/ }).click();
    await card.getByRole('button', { name: 'Keep it' }).click();
    expect(await card.textContent()).toContain('Submitted');
    await card.getByRole('button', { name: /Withdraw application/ }).click();
    await card.getByRole('button', { name: 'Yes, withdraw' }).click();
    await expect.poll(() => card.locator('ol time').count(), WAIT).toBe(2);
    expect(await card.getByRole('button', { name: /Withdraw/ }).count()).toBe(0);
    expect(await card.textContent()).toContain('Withdrawn');
  });

  it('edits the profile (refusing an empty required field), uploads a photo for the header avatar, and replaces and downloads the CV', async () => {
    const candidate = await createCandidate('Petr', 'Svoboda');
    const page = await session.newPage();
    await signInOnScreen(page, '/engine/profile/', candidate, 'My Profile');

    // The meter names what the wizard steps left out.
    const meter = page.getByTestId('missing-items');
    await shown(meter);
    expect(await meter.locator('li').allTextContents()).toEqual(['A photo', 'Your CV']);

    // An emptied required field: the message is on the field, and nothing is saved.
    const contact = section(page, 'Contact and location');
    await contact.getByLabel('City').fill('');
    await contact.getByRole('button', { name: 'Save' }).click();
    const city = contact.getByLabel('City');
    await expect.poll(() => city.getAttribute('aria-invalid'), WAIT).toBe('true');
    expect(await contact.locator('.invalid-feedback').textContent()).toMatch(/City is required/);
    expect(await contact.getByRole('status').textContent()).toBe('');
    await city.fill('Olomouc');
    await contact.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => contact.getByRole('status').textContent(), WAIT).toBe('Saved');

    const name = section(page, 'Name');
    await name.getByLabel('First name').fill('Petra');
    await name.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => name.getByRole('status').textContent(), WAIT).toBe('Saved');
    await expect.poll(() => page.locator('#account-menu').textContent(), WAIT).toContain('Petra S.');

    // A list section: emptied skills are refused on the field; one chosen skill saves.
    const expertise = section(page, 'Expertise');
    const skills = expertise.getByRole('combobox', { name: 'Search Skills', exact: true });
    const chosenSkills = expertise.getByRole('list', { name: 'Chosen: Skills' }).getByRole('button');
    while ((await chosenSkills.count()) > 0) await chosenSkills.first().click();
    await expertise.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => skills.getAttribute('aria-invalid'), WAIT).toBe('true');
    expect(await expertise.getByRole('status').textContent()).toBe('');
    await skills.fill('Java');
    await expertise.getByRole('option', { name: 'Java', exact: true }).click();
    await expertise.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => expertise.getByRole('status').textContent(), WAIT).toBe('Saved');

    // Languages with levels: add German at B2.
    const languages = section(page, 'Languages');
    await languages.getByRole('button', { name: 'Add a language' }).click();
    await languages.getByRole('combobox', { name: 'Language 3', exact: true }).selectOption({ label: 'German' });
    await languages.getByRole('combobox', { name: 'Level of language 3', exact: true }).selectOption({ label: 'B2' });
    await languages.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => languages.getByRole('status').textContent(), WAIT).toBe('Saved');

    // A reload shows what the server stored.
    await page.reload();
    await shown(section(page, 'Contact and location'));
    expect(await section(page, 'Contact and location').getByLabel('City').inputValue()).toBe('Olomouc');
    expect(await section(page, 'Name').getByLabel('First name').inputValue()).toBe('Petra');
    expect(await section(page, 'Expertise').getByRole('list', { name: 'Chosen: Skills' }).textContent()).toContain('Java');
    expect(await section(page, 'Languages').getByRole('combobox', { name: 'Language 3', exact: true }).inputValue()).toBe('de');

    // Photo: the preview and the header avatar show the served photo.
    const photo = section(page, 'Photo');
    await photo.getByLabel('Upload a photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await sampleImage('png', 300, 300) });
    const preview = photo.getByTestId('photo-preview');
    await shown(preview);
    const photoSrc = (await preview.getAttribute('src')) ?? '';
    expect(photoSrc).toMatch(/^\/photo\/[^/]+$/);
    await expect.poll(() => page.locator('#account-menu img').getAttribute('src'), WAIT).toBe(photoSrc);
    expect(await page.evaluate(async (src) => (await fetch(src)).headers.get('content-type'), photoSrc)).toMatch(/^image\//);

    // CV: upload, replace, download the replacement.
    const cv = section(page, 'CV');
    await cv.getByLabel('Upload your CV').setInputFiles({ name: 'first-cv.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
    await expect.poll(() => cv.getByTestId('cv-name').textContent(), WAIT).toBe('first-cv.pdf');
    const replacement = Buffer.concat([samplePdf(), Buffer.from('\n% replacement\n')]);
    await cv.getByLabel('Replace your CV').setInputFiles({ name: 'Petra Svoboda CV 2026.pdf', mimeType: 'application/pdf', buffer: replacement });
    await expect.poll(() => cv.getByTestId('cv-name').textContent(), WAIT).toBe('Petra Svoboda CV 2026.pdf');
    const [download] = await Promise.all([page.waitForEvent('download', WAIT), cv.getByRole('button', { name: 'Download CV' }).click()]);
    expect(download.suggestedFilename()).toBe('Petra Svoboda CV 2026.pdf');
    expect((await readFile((await download.path()) as string)).equals(replacement)).toBe(true);

    await expect.poll(() => page.getByRole('heading', { name: /Your profile is \d+% complete/ }).textContent(), WAIT).toBe('Your profile is 100% complete');
  });

  it('changes the password (a wrong current one is refused), signs in with the new one, exports the data and deletes the account', async () => {
    const candidate = await createCandidate('Eva', 'Horváth');
    const page = await session.newPage();
    await signInOnScreen(page, '/engine/profile/', candidate, 'My Profile');

    const password = section(page, 'Password');
    const current = password.locator('input[name="oldPassword"]');
    await current.fill('not my password');
    await password.locator('input[name="password"]').fill('a brand new secret 42');
    await password.locator('input[name="confirmPassword"]').fill('a brand new secret 42');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => current.getAttribute('aria-invalid'), WAIT).toBe('true');
    expect(await password.textContent()).toContain('This is not your current password');
    await current.fill(candidate.password);
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => password.getByRole('status').textContent(), WAIT).toBe('Saved');

    // Log out, then in again with the new password (the old one no longer works).
    await page.locator('#account-menu').click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await shown(page.getByRole('banner').getByRole('button', { name: 'Sign in' }));
    await expect(session.accounts.loginAs(candidate)).rejects.toMatchObject({ error: 403 });
    await signInOnScreen(page, '/engine/profile/', { email: candidate.email, password: 'a brand new secret 42' }, 'My Profile');

    // Export: a JSON file with the account's data.
    const data = section(page, 'Your data');
    const [download] = await Promise.all([page.waitForEvent('download', WAIT), data.getByRole('button', { name: 'Download my data' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile((await download.path()) as string, 'utf8')) as { userId: string; sections: { user: { emails: { address: string }[] } } };
    expect(exported.userId).toBe(candidate.userId);
    expect(exported.sections.user.emails[0]?.address).toBe(candidate.email);
    expect(JSON.stringify(exported)).not.toContain('bcrypt');

    // Delete: the modal says what is erased and kept; afterwards the account cannot sign in.
    await data.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog');
    await shown(dialog);
    expect(await dialog.textContent()).toContain('Records of agreements you accepted');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await gone(dialog);
    await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe('/engine/projects/');
    await shown(page.getByRole('banner').getByRole('button', { name: 'Sign in' }));
    await expect(session.accounts.loginAs({ email: candidate.email, password: 'a brand new secret 42' })).rejects.toMatchObject({ error: 403 });
  });

  it('every screen works at 1280 px and 375 px without sideways scroll, by keyboard, and passes axe-core', async () => {
    // Complete (CV included), as applying needs.
    const candidate = await session.candidates.signUp({ first: 'Ivo', last: 'Dvořák', steps: 'complete' });
    // A document awaiting agreement, for the document view with its form.
    const templates = await session.accounts.readAsAdmin('documentTemplates', 'documentTemplates.admin');
    const nda = templates.find((template) => template.type === 'nda' && template.language === 'en' && template.active === true);
    const documentId = (await admin.callAsync('peopleDocuments.assign', { userId: candidate.userId, templateId: nda?._id })) as string;
    // An application (to a project without an NDA), so My Applications shows a card.
    const plain = await session.projects.publish({ title: 'Java platform engineer' });
    await (await session.accounts.loginAs(candidate)).callAsync('applications.apply', plain._id, { note: 'Ten years of Java.' });
    const screens: { path: string; heading: string; focus: (page: Page) => Locator }[] = [
      { path: '/engine/profile/', heading: 'My Profile', focus: (page) => section(page, 'Name').getByRole('button', { name: 'Save' }) },
      { path: '/engine/my-applications/', heading: 'My Applications', focus: (page) => page.getByRole('button', { name: /Withdraw application/ }) },
      { path: '/engine/documents/', heading: 'My Documents', focus: (page) => page.getByRole('link', { name: nda?.title as string }).first() },
      { path: `/engine/my-documents/${documentId}/`, heading: nda?.title as string, focus: (page) => page.getByRole('button', { name: 'I agree' }) },
      // A project that requires an NDA: viewing it makes none, Apply would.
      {
        path: `/engine/p/${ndaProject._id}/${ndaProject.urlName}`,
        heading: ndaProject.title,
        focus: (page) => page.getByRole('region', { name: 'Apply' }).getByRole('button', { name: 'Apply', exact: true }),
      },
    ];
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await session.newPage(viewport);
      await signInOnScreen(page, screens[0]!.path, candidate, screens[0]!.heading);
      for (const screen of screens) {
        await page.goto(session.url(screen.path));
        await shown(page.getByRole('heading', { level: 1, name: screen.heading }));
        await shown(screen.focus(page));
        const { extra, widest } = await sidewaysOverflow(page);
        expect(extra, `${screen.path} at ${viewport.width} px (${widest})`).toBeLessThanOrEqual(0);
        const report = await runAxe(page);
        expect(report.blocking, `${screen.path} at ${viewport.width} px`).toEqual([]);
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        expect(await tabTo(page, screen.focus(page)), `keyboard reaches the main action of ${screen.path}`).toBe(true);
      }
      // By keyboard alone: agree to the document on the phone.
      if (viewport === PHONE) {
        await page.goto(session.url(`/engine/my-documents/${documentId}/`));
        const agree = page.getByRole('button', { name: 'I agree' });
        await shown(agree);
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        expect(await tabTo(page, agree)).toBe(true);
        await page.keyboard.press('Enter');
        await shown(page.getByTestId('agreement-record'));
        // Nothing else awaits: viewing the NDA project made no document.
        await expect.poll(() => badge(page).count(), WAIT).toBe(0);
      }
      await page.context().close();
    }
  });
});
