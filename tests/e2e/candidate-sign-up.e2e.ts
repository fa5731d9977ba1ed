// The candidate's sign-up wizard and the join screen in Chromium against the built app (issue
// "Proof"): a new candidate goes from sign-up (confirmed by the mailed link) through every step by keyboard alone, uploads a
// generated PDF while the progress bar shows, reloads in the middle and resumes, signs in again
// in a fresh browser and resumes, and finishes on My Profile; every step is checked at 1280 px
// and 375 px (no sideways scroll) and with axe-core. Two tabs saving the same step, bad input
// (an empty required field, an e-mail without a top-level domain, an executable renamed .pdf)
// and the join screen (a valid link, a used link) are checked against the server's data.
import { randomBytes } from 'node:crypto';
import type { FileChooser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sampleElf, samplePdf } from '../../imports/api/files/test-samples';
import { DDP } from '../../packages/ddp-client/server';
import type { Credentials } from '../helpers/e2e-accounts';
import { WAIT, DESKTOP, PHONE, shown, tabTo } from '../helpers/e2e-kit';
import { runAxe } from '../helpers/e2e-axe';
import { sidewaysOverflow } from '../helpers/e2e-layout';
import { enrollTokenFor, verifyTokenFor } from '../helpers/e2e-mail';
import { useE2eSession } from '../helpers/e2e-session';

const PASSWORD = 'a long and good password';

describe('the candidate sign-up wizard in the browser', () => {
  const session = useE2eSession();

  /** The candidate's own document as `users.me` sends it (candidateData included). */
  async function ownCandidateData(candidate: Credentials): Promise<Record<string, unknown> | undefined> {
    const [doc] = await session.accounts.readAs(candidate, 'users', 'users.me');
    return doc?.candidateData as Record<string, unknown> | undefined;
  }

  /** Whether the address and PASSWORD log in (a refused login means no such account). */
  async function accountExists(email: string): Promise<boolean> {
    try {
      (await session.accounts.loginAs({ email, password: PASSWORD })).close();
      return true;
    } catch {
      return false;
    }
  }

  /** Tab (keyboard only) to `target` once it is shown; fails when 120 presses do not reach it. */
  async function tabToShown(page: Page, target: Locator): Promise<void> {
    await shown(target);
    if (!(await tabTo(page, target, 120))) throw new Error(`Tab never reached ${target.toString()}`);
  }

  async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
    await tabToShown(page, target);
    await page.keyboard.type(text);
  }

  const heading = (page: Page) => page.getByText(/^Step \d of 5: /);
  const stepPath = (step: string) => new RegExp(`/engine/sign-up/${step}/?$`);

  /** The step at both widths: no sideways scroll, and no serious or critical axe finding. */
  async function checkLayout(page: Page, step: string): Promise<void> {
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      const { extra, widest } = await sidewaysOverflow(page);
      expect(extra, `${step} at ${viewport.width} px scrolls sideways (${widest})`).toBeLessThanOrEqual(0);
      const report = await runAxe(page);
      expect(report.blocking, `${step} at ${viewport.width} px`).toEqual([]);
    }
  }

  /**
   * Step 1 by keyboard: the account and personal details, then the link mailed to `email` (read
   * from the app's log) continues to step 2. The other tests start from a candidate the wizard's
   * step 1 made over DDP (session.candidates), signed in on the sign-in page.
   */
  async function createAccount(page: Page, email: string): Promise<void> {
    await page.goto(session.url('/engine/registration'));
    await tabToShown(page, page.getByRole('link', { name: 'Sign up as an expert' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(stepPath('personal-details-1'), WAIT);
    await expect.poll(() => heading(page).textContent(), WAIT).toBe('Step 1 of 5: Personal details');
    await typeInto(page, page.getByLabel('First name'), 'Jana');
    await typeInto(page, page.getByLabel('Last name'), 'Nováková');
    await typeInto(page, page.getByLabel('E-mail'), email);
    await typeInto(page, page.getByLabel('Phone'), '+420 602 123 456');
    await tabToShown(page, page.getByLabel('Country'));
    await page.keyboard.type('Czech');
    await typeInto(page, page.getByLabel('City'), 'Brno');
    await typeInto(page, page.getByLabel(/^Password( \*)?$/), PASSWORD);
    await typeInto(page, page.getByLabel('Password again'), PASSWORD);
    await page.keyboard.press('Enter');
    await shown(page.getByRole('status').filter({ hasText: `We sent a link to ${email}. Open it to confirm your address and continue.` }));
    await page.goto(session.url(`/engine/verify-email/${await verifyTokenFor(session.app, email)}`));
    await page.waitForURL(stepPath('personal-details-2'), WAIT);
  }

  it('takes a new candidate through every step by keyboard, with upload progress, reload and resume, to My Profile', async () => {
    const page = await session.newPage(DESKTOP);
    const email = `jana-${randomBytes(4).toString('hex')}@example.com`;
    await page.goto(session.url('/engine/sign-up/personal-details-1'));
    await shown(heading(page));
    await checkLayout(page, 'personal-details-1');
    await createAccount(page, email);

    // Step 2: languages with CEFR levels, availability, an optional rate left empty.
    await expect.poll(() => heading(page).textContent(), WAIT).toBe('Step 2 of 5: Languages and availability');
    expect(await page.locator('[aria-current="step"]').textContent()).toContain('Languages and availability');
    await checkLayout(page, 'personal-details-2');
    await tabToShown(page, page.getByLabel('Language 1', { exact: true }));
    await page.keyboard.type('Czech');
    await tabToShown(page, page.getByLabel('Level').first());
    await page.keyboard.type('Native');
    await tabToShown(page, page.getByRole('button', { name: 'Add a language' }));
    await page.keyboard.press('Enter');
    await tabToShown(page, page.getByLabel('Language 2', { exact: true }));
    await page.keyboard.type('English');
    await tabToShown(page, page.getByLabel('Level').nth(1));
    await page.keyboard.type('C1');
    await typeInto(page, page.getByLabel('Available from'), '05012027');
    await typeInto(page, page.getByLabel(/Workload/), '80');
    await page.keyboard.press('Enter');
    await page.waitForURL(stepPath('experience-1'), WAIT);
    // Focus moved to the new step's heading, so the keyboard continues from there.
    await expect.poll(() => heading(page).evaluate((element) => element === document.activeElement), WAIT).toBe(true);

    // Step 3: fields of expertise and types of service (checkboxes), skills and industries (search).
    await expect.poll(() => heading(page).textContent(), WAIT).toBe('Step 3 of 5: Expertise and skills');
    await checkLayout(page, 'experience-1');
    await typeInto(page, page.getByLabel('Headline'), 'SAP FI/CO consultant');
    await tabToShown(page, page.getByRole('checkbox').first());
    await page.keyboard.press('Space');
    await tabToShown(page, page.getByRole('combobox', { name: 'Search Skills' }));
    await page.keyboard.type('SAP FI');
    await shown(page.getByRole('listbox').getByRole('option').first());
    await page.keyboard.press('Enter');
    await page.keyboard.type('Python');
    await page.keyboard.press('Enter');
    expect(await page.getByRole('list', { name: 'Chosen: Skills' }).getByRole('button').count()).toBe(2);
    await tabToShown(page, page.getByRole('group', { name: /Types of service/ }).getByRole('checkbox').first());
    await page.keyboard.press('Space');
    await typeInto(page, page.getByLabel('Years of experience'), '12');
    await page.keyboard.press('Enter');
    await page.waitForURL(stepPath('experience-2'), WAIT);

    // Step 4: positions on the document limit: add one, remove it again (never below one).
    await expect.poll(() => heading(page).textContent(), WAIT).toBe('Step 4 of 5: Work experience');
    await checkLayout(page, 'experience-2');
    const less = page.getByRole('button', { name: 'Remove the last position' });
    expect(await less.isDisabled()).toBe(true);
    await tabToShown(page, page.getByRole('button', { name: 'Add a position' }));
    await page.keyboard.press('Enter');
    await shown(page.getByRole('group', { name: 'Position 2' }));
    // Focus moved into the new entry.
    expect(await page.getByRole('group', { name: 'Position 2' }).getByLabel('Role').evaluate((element) => element === document.activeElement)).toBe(true);
    await tabToShown(page, less);
    await page.keyboard.press('Enter');
    await page.getByRole('group', { name: 'Position 2' }).waitFor({ state: 'detached', timeout: WAIT.timeout });
    const first = page.getByRole('group', { name: 'Position 1' });
    await typeInto(page, first.getByLabel('Role'), 'Senior SAP consultant');
    await typeInto(page, first.getByLabel('Employer'), 'Škoda Auto');
    await typeInto(page, first.getByLabel('From'), '01012019');

    // Back keeps what was typed on this step; the earlier step shows its saved values.
    await tabToShown(page, page.getByRole('button', { name: 'Back' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(stepPath('experience-1'), WAIT);
    expect(await page.getByLabel('Headline').inputValue()).toBe('SAP FI/CO consultant');
    expect(await page.getByRole('list', { name: 'Chosen: Skills' }).getByRole('button').count()).toBe(2);
    await tabToShown(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(stepPath('experience-2'), WAIT);
    expect(await first.getByLabel('Role').inputValue()).toBe('Senior SAP consultant');
    await tabToShown(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(stepPath('upload-cv'), WAIT);

    // A reload resumes: the sign-up start sends the candidate to the first unfinished step.
    await page.goto(session.url('/engine/sign-up/'));
    await page.waitForURL(stepPath('upload-cv'), WAIT);
    await page.reload();
    await expect.poll(() => heading(page).textContent(), WAIT).toBe('Step 5 of 5: CV upload');
    // A later visit in a fresh browser, signed in again, resumes at the same step with the saved values.
    const other = await session.newPage(DESKTOP);
    await other.goto(session.url('/engine/sign-in'));
    await typeInto(other, other.getByLabel('E-mail'), email);
    await typeInto(other, other.getByLabel('Password'), PASSWORD);
    await other.keyboard.press('Enter');
    await other.getByRole('button', { name: /Jana/ }).first().waitFor({ state: 'visible', timeout: WAIT.timeout });
    await other.goto(session.url('/engine/sign-up'));
    await other.waitForURL(stepPath('upload-cv'), WAIT);
    await other.goto(session.url('/engine/sign-up/experience-2'));
    expect(await other.getByRole('group', { name: 'Position 1' }).getByLabel('Role').inputValue()).toBe('Senior SAP consultant');
    // That browser is closed again, so only the wizard's page runs during the upload.
    await other.context().close();

    // Step 5: the cv-info modal, then a generated PDF chosen by keyboard, uploaded slowly enough to watch.
    await checkLayout(page, 'upload-cv');
    await tabToShown(page, page.getByRole('button', { name: 'What do we do with your CV?' }));
    await page.keyboard.press('Enter');
    await shown(page.getByRole('dialog'));
    expect(await page.getByRole('dialog').textContent()).toContain('shared only with clients');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached', timeout: WAIT.timeout });
    // The modal hands focus back to the button that opened it; tab on from there, not before.
    const infoButton = page.getByRole('button', { name: 'What do we do with your CV?' });
    await expect.poll(() => infoButton.evaluate((element) => element === document.activeElement), WAIT).toBe(true);

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 60_000 });
    const pdf = samplePdf(240_000);
    // The other browser context took the window's focus; a file chooser opens only in the focused page.
    await page.bringToFront();
    await tabToShown(page, page.getByLabel('Choose your CV'));
    // Headless Chromium now and then drops the activation of a hidden file input (more often on a
    // busy machine); a user would press again, and so does the test, up to three times, with the
    // page in front and the focus checked on the input each time.
    const chooseInput = page.getByLabel('Choose your CV');
    let chooser: FileChooser | null = null;
    for (const key of ['Enter', 'Space', 'Enter']) {
      await page.bringToFront();
      expect(await chooseInput.evaluate((element) => element === document.activeElement)).toBe(true);
      chooser = await Promise.all([page.waitForEvent('filechooser', { timeout: 5_000 }), page.keyboard.press(key)])
        .then(([opened]) => opened)
        .catch(() => null);
      if (chooser) break;
    }
    if (!chooser) throw new Error('Pressing Enter or Space on "Choose your CV" opened no file chooser (three tries)');
    await chooser.setFiles({ name: 'Jana Novakova CV.pdf', mimeType: 'application/pdf', buffer: pdf });
    const progress = page.getByRole('progressbar');
    await shown(progress);
    const seen = Number(await progress.getAttribute('aria-valuenow'));
    expect(seen).toBeGreaterThanOrEqual(0);
    expect(seen).toBeLessThan(100);
    expect(await page.getByRole('status').filter({ hasText: /Uploading Jana Novakova CV\.pdf: \d+%/ }).count()).toBe(1);
    await shown(page.getByText(/Uploaded: Jana Novakova CV\.pdf/));
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    await tabToShown(page, page.getByRole('button', { name: 'Finish' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/engine\/profile\/?$/, WAIT);
    await shown(page.getByRole('dialog').getByText('Welcome aboard'));

    const stored = await ownCandidateData({ email, password: PASSWORD });
    expect(stored).toMatchObject({
      completedSteps: ['personal-details-1', 'personal-details-2', 'experience-1', 'experience-2', 'upload-cv'],
      phone: '+420 602 123 456',
      country: 'CZ',
      city: 'Brno',
      languages: [
        { language: 'cs', level: 'native' },
        { language: 'en', level: 'C1' },
      ],
      availability: { workloadPercent: 80 },
      headline: 'SAP FI/CO consultant',
      yearsOfExperience: 12,
      experience: [{ role: 'Senior SAP consultant', company: 'Škoda Auto' }],
      cv: { name: 'Jana Novakova CV.pdf', mimeType: 'application/pdf', size: pdf.length },
    });
    expect((stored?.skills as string[]).length).toBe(2);
  }, 300_000);

  it('tells the older of two tabs that the step was saved elsewhere and loads the newer values', async () => {
    const candidate = await session.candidates.signUp({ steps: 'first-only' });
    const page = await session.signedInPage(candidate);
    const other = await page.context().newPage();
    await other.goto(session.url('/engine/sign-up/personal-details-1'));
    await page.goto(session.url('/engine/sign-up/personal-details-1'));
    for (const tab of [page, other]) await expect.poll(() => tab.getByLabel('City').inputValue(), WAIT).toBe('Brno');

    // The second tab saves first.
    await other.getByLabel('City').fill('Ostrava');
    await other.getByRole('button', { name: 'Next' }).click();
    await other.waitForURL(stepPath('personal-details-2'), WAIT);

    // The first tab's save is based on the older revision: refused, explained, nothing changed.
    await page.getByLabel('City').fill('Praha');
    await page.getByRole('button', { name: 'Next' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'another window or tab' });
    await shown(alert);
    expect(new URL(page.url()).pathname).toMatch(stepPath('personal-details-1'));
    expect(await ownCandidateData(candidate)).toMatchObject({ city: 'Ostrava' });

    await alert.getByRole('button', { name: 'Load the newer values' }).click();
    await expect.poll(() => page.getByLabel('City').inputValue(), WAIT).toBe('Ostrava');
    await page.getByLabel('City').fill('Praha');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(stepPath('personal-details-2'), WAIT);
    expect(await ownCandidateData(candidate)).toMatchObject({ city: 'Praha' });
  }, 120_000);

  it('puts bad input on its field and changes nothing on the server', async () => {
    const page = await session.newPage(DESKTOP);
    // An e-mail without a top-level domain: no account is created.
    const noTld = `nodomain-${randomBytes(3).toString('hex')}@example`;
    await page.goto(session.url('/engine/sign-up/personal-details-1'));
    await page.getByLabel('First name').fill('Petr');
    await page.getByLabel('Last name').fill('Svoboda');
    await page.getByLabel('E-mail').fill(noTld);
    await page.getByLabel('Phone').fill('+420 602 123 456');
    await page.getByLabel('Country').selectOption('CZ');
    await page.getByLabel('City').fill('Brno');
    await page.getByLabel(/^Password( \*)?$/).fill(PASSWORD);
    await page.getByLabel('Password again').fill(PASSWORD);
    await page.getByRole('button', { name: /Create account/ }).click();
    const emailField = page.getByLabel('E-mail');
    await expect.poll(() => emailField.getAttribute('aria-invalid'), WAIT).toBe('true');
    const described = await emailField.getAttribute('aria-describedby');
    expect(await page.locator(`#${CSS.escape(described ?? '')}`).textContent()).toBeTruthy();
    expect(await accountExists(noTld)).toBe(false);

    // An empty required field on a later step: the message sits under it, the step stays unsaved.
    const candidate = await session.candidates.signUp({ steps: 'first-only' });
    await session.signIn(page, candidate);
    await page.goto(session.url('/engine/sign-up/personal-details-2'));
    await expect.poll(() => heading(page).textContent(), WAIT).toBe('Step 2 of 5: Languages and availability');
    await page.getByRole('button', { name: 'Next' }).click();
    const language = page.getByLabel('Language 1', { exact: true });
    await expect.poll(() => language.getAttribute('aria-invalid'), WAIT).toBe('true');
    expect(await page.locator(`#${CSS.escape((await language.getAttribute('aria-describedby')) ?? '')}`).textContent()).toMatch(/required/i);
    expect(await page.getByLabel('Available from').getAttribute('aria-invalid')).toBe('true');
    expect(await ownCandidateData(candidate)).toMatchObject({ completedSteps: ['personal-details-1'] });

    // An executable renamed cv.pdf passes the browser's name check; the server refuses it by content.
    const candidateDdp = await session.accounts.loginAs(candidate);
    await candidateDdp.callAsync('users.saveSignUpStep', 'personal-details-2', { languages: [{ language: 'cs', level: 'native' }], availability: { from: new Date('2027-01-01T00:00:00Z'), workloadPercent: 100 } });
    await candidateDdp.callAsync('users.saveSignUpStep', 'experience-1', { fieldsOfExpertise: ['sap-erp'], skills: ['sap-fi'], typesOfService: ['freelance'], yearsOfExperience: 3 });
    await candidateDdp.callAsync('users.saveSignUpStep', 'experience-2', { experience: [{ role: 'Consultant', company: 'ACME', from: new Date('2020-01-01T00:00:00Z') }] });
    candidateDdp.close();
    await page.goto(session.url('/engine/sign-up/upload-cv'));
    await expect.poll(() => heading(page).textContent(), WAIT).toBe('Step 5 of 5: CV upload');
    await page.getByRole('button', { name: 'Finish' }).click();
    await shown(page.getByText('Upload your CV before you finish.'));
    await page.getByLabel('Choose your CV').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: sampleElf() });
    await shown(page.getByRole('alert').filter({ hasText: 'A CV must be a PDF or a Word (DOCX) document.' }));
    // A wrong type by name is refused in the browser before a byte is sent.
    await page.getByLabel('Choose your CV').setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: sampleElf() });
    await shown(page.getByRole('alert').filter({ hasText: 'This file type is not accepted' }));
    const after = await ownCandidateData(candidate);
    expect(after?.cv).toBeUndefined();
    expect(after?.completedSteps).not.toContain('upload-cv');
  }, 120_000);

  /** An invitation for a new candidate, answered by the admin; resolves the enrolment token from the mail in the log. */
  async function invitationToken(email: string): Promise<string> {
    const visitor = DDP.connect(session.app.url);
    await visitor.callAsync('invitationRequests.create', { email, name: { first: 'Eva', last: 'Horáková' }, kind: 'candidate', consent: true });
    visitor.close();
    const requests = await session.accounts.readAsAdmin('invitationRequests', 'invitationRequests.admin');
    const request = requests.find((doc) => doc.email === email);
    if (!request) throw new Error(`No invitation request for ${email}`);
    const admin = await session.accounts.loginAs(session.users.admin());
    await admin.callAsync('invitationRequests.answer', request._id, 'invite');
    admin.close();
    return enrollTokenFor(session.app, email);
  }

  it('lets an invited candidate set a password, signs them in and continues in the wizard; a used link says so', async () => {
    const email = `invited-${randomBytes(4).toString('hex')}@example.com`;
    const token = await invitationToken(email);
    const page = await session.newPage(DESKTOP);
    // The agency's invitation is the enrolment link at /engine/join/ (/engine/invitation/ is a company's invitation).
    await page.goto(session.url(`/engine/join/${token}`));
    await shown(page.getByRole('heading', { name: 'Join' }));
    expect((await runAxe(page)).blocking).toEqual([]);
    await page.getByLabel(/^New password( \*)?$/).fill(PASSWORD);
    await page.getByLabel('New password again').fill(PASSWORD);
    await page.getByRole('button', { name: 'Set my password and continue' }).click();
    await page.waitForURL(stepPath('personal-details-1'), WAIT);
    await shown(page.getByRole('dialog').getByText('Welcome aboard'));
    await page.keyboard.press('Escape');
    // Signed in: the wizard's first step edits the invited account's details.
    await expect.poll(() => page.getByLabel('First name').inputValue(), WAIT).toBe('Eva');
    expect(await accountExists(email)).toBe(true);

    // The same link again, in another browser: it says so at once and offers a new invitation.
    const again = await session.newPage(PHONE);
    await again.goto(session.url(`/engine/join/${token}`));
    await shown(again.getByRole('heading', { name: 'This invitation link no longer works' }));
    expect(await again.getByLabel(/^New password/).count()).toBe(0);
    expect((await sidewaysOverflow(again)).extra).toBeLessThanOrEqual(0);
    expect((await runAxe(again)).blocking).toEqual([]);
    await again.getByLabel('First name').fill('Eva');
    await again.getByLabel('Last name').fill('Horáková');
    await again.getByLabel('E-mail').fill(`again-${randomBytes(4).toString('hex')}@example.com`);
    await again.getByLabel(/I agree/).check();
    await again.getByRole('button', { name: 'Request an invitation' }).click();
    await shown(again.getByRole('dialog').getByText('We have your request for an invitation'));
  }, 120_000);
});

// `CSS.escape` for ids from React's useId (":r1:"), without a DOM in the test process.
const CSS = { escape: (id: string) => id.replace(/([^a-zA-Z0-9_-])/g, '\\$1') };
