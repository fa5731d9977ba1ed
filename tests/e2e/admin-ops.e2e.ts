// The admin back office in Chromium against the built app (demo content, a real SMTP sink):
// two admins in two browsers; a candidate (made over DDP like the product makes accounts) applies
// and the application appears live in both pipelines; admin A moves it (the candidate sees the
// move in their history over DDP, admin B sees it without reload); a new NDA version is written
// and activated; the NDA is assigned to the candidate, who agrees over DDP, and the admin reads
// the agreement record with its hash; an invitation request is answered (the enroll mail reaches
// the SMTP sink); a contact message's status is set; roles are changed (never one's own admin
// role). Every screen: axe-core, 375 px without sideways scroll, keyboard use.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Connection, DDP } from '../../packages/ddp-client/server';
import { WAIT, PHONE, shown } from '../helpers/e2e-kit';
import { runAxe } from '../helpers/e2e-axe';
import type { Credentials, E2eUser } from '../helpers/e2e-accounts';
import { RecordingStore } from '../helpers/recording-store';
import { useE2eSession } from '../helpers/e2e-session';

const SCREENS = [
  { path: 'applications', heading: 'Applications' },
  { path: 'requests', heading: 'Requests' },
  { path: 'documents', heading: 'Documents' },
  { path: 'invitations', heading: 'Invitation requests' },
  { path: 'messages', heading: 'Contact messages' },
  { path: 'users', heading: 'Users and roles' },
] as const;

/** A subscription's documents as a client store holds them, kept open (live). */
function watch(connection: Connection, collection: string, publication: string, ...params: unknown[]): Promise<RecordingStore> {
  const store = new RecordingStore();
  connection.registerStore(collection, store);
  return new Promise((resolve, reject) => {
    connection.subscribe(publication, ...params, { onReady: () => resolve(store), onStop: (error?: Error) => error && reject(error) });
  });
}

async function poll<T>(read: () => T | undefined | Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + WAIT.timeout;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the admin back office', () => {
  const session = useE2eSession({ mail: 'smtp' });
  let admin: Credentials;
  let secondAdmin: E2eUser;
  let candidate: E2eUser;
  let candidateDdp: Connection;
  let a: Page;
  let b: Page;
  let projectId: string;
  let applicationId: string;

  async function open(page: Page, path: string, heading: string): Promise<void> {
    await page.goto(session.url(`/engine/admin/${path}`));
    await shown(page.getByRole('heading', { level: 1, name: heading }));
  }

  beforeAll(async () => {
    admin = session.users.admin();
    secondAdmin = await session.users.create({ first: 'Berta', last: 'Second', role: 'admin' });
    candidate = await session.users.create({ first: 'Clara', last: 'Candidate', role: 'candidate', profile: 'complete' }); // applying needs the whole wizard
    candidateDdp = await session.accounts.loginAs(candidate);
    const projects = await session.accounts.readAsAdmin('projects', 'projects.open', { limit: 1 });
    projectId = projects[0]!._id as string;
    // Two admins' pages for the whole file: each test walks on from where the last one left them.
    a = await session.signedInPage(admin, { lifetime: 'file', path: '/engine/admin/applications' });
    b = await session.signedInPage(secondAdmin, { lifetime: 'file', path: '/engine/admin/applications' });
  });

  it('shows a candidate’s new application live to both admins; A moves it, B and the candidate see the move', async () => {
    await open(a, 'applications', 'Applications');
    await open(b, 'applications', 'Applications');
    applicationId = (await candidateDdp.callAsync('applications.apply', projectId, { note: 'Available from May.' })) as string;
    const moveButton = (page: Page) => page.getByRole('button', { name: 'Move the application of Clara Candidate' });
    await shown(moveButton(a));
    await shown(moveButton(b));

    // Keyboard only: focus the button, open the dialog, pick the status, write the note, submit.
    await moveButton(a).focus();
    await a.keyboard.press('Enter');
    const dialog = a.getByRole('dialog', { name: 'Move application' });
    await shown(dialog);
    await dialog.getByLabel('Move to').selectOption({ label: 'Shortlisted' });
    await dialog.getByLabel('Note for the candidate (optional)').fill('Your profile goes to the client.');
    await dialog.getByRole('button', { name: 'Move', exact: true }).focus();
    await a.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden', timeout: WAIT.timeout });

    // Admin B's table changes without a reload.
    const bRow = b.getByRole('row').filter({ has: moveButton(b) });
    await shown(bRow.getByText('Shortlisted', { exact: true }));

    // The candidate's own history over DDP, with the note, without the admin's remarks.
    const mine = await watch(candidateDdp, 'applications', 'applications.mine');
    const history = await poll(() => {
      const doc = mine.docs.get(applicationId) as { statusHistory?: { status: string; note?: string }[] } | undefined;
      return doc?.statusHistory?.some((entry) => entry.status === 'shortlisted') ? doc.statusHistory : undefined;
    }, 'the move in the candidate’s history');
    expect(history.map((entry) => entry.status)).toEqual(['submitted', 'shortlisted']);
    expect(history[1]!.note).toBe('Your profile goes to the client.');

    // An illegal move is refused in words; the dialog offers only allowed statuses.
    const adminDdp = await session.accounts.loginAs(admin);
    await expect(adminDdp.callAsync('applications.move', applicationId, 'submitted')).rejects.toMatchObject({
      error: 409,
      reason: 'An application cannot move from Shortlisted to Submitted',
    });
    await moveButton(a).click();
    const options = await a.getByRole('dialog', { name: 'Move application' }).getByLabel('Move to').locator('option').allTextContents();
    expect(options).toEqual(['Interview', 'Offer', 'Rejected', 'Withdrawn']);
    await a.keyboard.press('Escape');
    await a.getByRole('dialog').waitFor({ state: 'hidden', timeout: WAIT.timeout });
  });

  it('writes a new NDA version, activates versions, assigns the NDA and shows the agreement record with its hash', async () => {
    await open(a, 'documents', 'Documents');
    const title = 'Non-disclosure agreement for experts';
    await a.getByRole('button', { name: `New version of ${title}, English, from version 1` }).click();
    const form = a.getByRole('dialog', { name: /New version of/ });
    await shown(form);
    const body = form.getByLabel(/^Text/);
    await body.fill(`${await body.inputValue()}\n\nClause added in version 2.`);
    await form.getByRole('button', { name: 'Save as new version' }).click();
    await shown(a.getByText('Saved as version 2, now active.'));
    // Version 1 is inactive now; activating it and then version 2 again switches the active one.
    await a.getByRole('button', { name: `Activate version 1 of ${title}, English` }).click();
    await shown(a.getByRole('button', { name: `Activate version 2 of ${title}, English` }));
    await a.getByRole('button', { name: `Activate version 2 of ${title}, English` }).click();
    await shown(a.getByRole('button', { name: `Activate version 1 of ${title}, English` }));

    // Ask the candidate to agree to the active English NDA (version 2).
    const assign = a.getByRole('region', { name: 'Ask for agreement' });
    await assign.getByLabel('Document').selectOption({ label: `${title} — Non-disclosure agreement, English, version 2` });
    await assign.getByLabel('One person').check();
    await assign.getByLabel('E-mail address of their account').fill(candidate.email);
    await assign.getByRole('button', { name: 'Ask to agree' }).click();
    await shown(a.getByText(`${candidate.email} is asked to agree.`));

    // The candidate agrees over DDP.
    const documents = await watch(candidateDdp, 'peopleDocuments', 'peopleDocuments.mine');
    const doc = await poll(() => [...documents.docs.entries()].find(([, fields]) => fields.templateVersion === 2 && fields.status === '2'), 'the assigned NDA');
    const agreement = (await candidateDdp.callAsync('peopleDocuments.agree', doc[0], { clientTime: new Date() })) as { textSha256: string };
    expect(agreement.textSha256).toBe(doc[1].textSha256);

    // The admin sees who agreed and the record with the hash.
    const record = a.getByRole('button', { name: 'Agreement record of Clara Candidate' });
    await shown(record);
    await record.click();
    const dialog = a.getByRole('dialog', { name: /Agreement record/ });
    await shown(dialog);
    expect(await dialog.locator('[data-field="textSha256"]').textContent()).toBe(agreement.textSha256);
    expect(await dialog.locator('[data-field="email"]').textContent()).toBe(candidate.email);
    await shown(dialog.getByText('The hash matches the text stored with the document'));
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    // Every applicant of the project (the candidate applied in the first test), by pasted address.
    await assign.getByLabel('Document').selectOption({ label: 'Vertraulichkeitsvereinbarung für Experten — Non-disclosure agreement, German, version 1' });
    await assign.getByLabel('Every applicant of a project').check();
    await assign.getByLabel('Project address or ID').fill(session.url(`/engine/p/${projectId}/some-title`));
    await assign.getByRole('button', { name: 'Ask to agree' }).click();
    await shown(a.getByText('1 applicant is asked to agree.'));
    await poll(() => [...documents.docs.values()].find((fields) => fields.language === 'de' && fields.projectId === projectId), 'the German NDA for the project');
  });

  it('answers an invitation request: the enroll mail reaches the SMTP sink', async () => {
    const visitor = DDP.connect(session.app.url);
    const email = `invited-${Date.now()}@example.com`;
    await visitor.callAsync('invitationRequests.create', { email, name: { first: 'Ida', last: 'Invited' }, kind: 'customer', consent: true });
    await open(a, 'invitations', 'Invitation requests');
    await a.getByRole('button', { name: 'Send an invitation to Ida Invited' }).click();
    await a.getByRole('button', { name: 'Yes, invite Ida' }).click();
    await shown(a.getByText(`Invitation sent to ${email}.`));
    const mail = await session.sink.nextMail((received) => received.to.includes(email), 10_000);
    expect(mail.text).toMatch(/#\/enroll-account\/[A-Za-z0-9_-]+/);
    visitor.close();
  });

  it('sets a contact message’s status, and B sees it live', async () => {
    await candidateDdp.callAsync('contactMessages.send', { name: 'Mia Message', email: 'mia@example.com', message: 'Do you place SAP experts?', consent: true });
    await open(a, 'messages', 'Contact messages');
    await open(b, 'messages', 'Contact messages');
    await a.getByLabel('Status of the message from Mia Message').selectOption('answered');
    const bRow = b.getByRole('row').filter({ hasText: 'Mia Message' });
    await shown(bRow.getByText('Answered', { exact: true }).first());
    const stored = await session.accounts.readAsAdmin('contactMessages', 'contactMessages.adminPage', { status: 'answered' });
    expect(stored.some((message) => message.name === 'Mia Message')).toBe(true);
  });

  it('changes a user’s roles and never the own admin role (UI and server)', async () => {
    await open(a, 'users', 'Users and roles');
    const roles = a.getByRole('group', { name: 'Roles of Clara Candidate' });
    // A click, not check(): the box shows the server's roles, so it turns on once they are saved.
    await roles.getByLabel('Customer').click();
    await poll(async () => ((await roles.getByLabel('Customer').isChecked()) ? true : undefined), 'the customer role');
    const users = await session.accounts.readAsAdmin('users', 'users.adminPage', { role: 'customer' });
    expect(users.find((user) => user._id === candidate.userId)?.roles).toEqual(['candidate', 'customer']);

    await open(a, 'users?role=admin', 'Users and roles');
    const own = a.getByRole('group', { name: /^Roles of / }).filter({ hasText: 'You cannot remove your own admin role.' });
    await shown(own);
    expect(await own.getByLabel('Administrator').isDisabled()).toBe(true);
    const adminDdp = await session.accounts.loginAs(admin);
    const adminId = (await adminDdp.callAsync('users.getUser')) as { _id: string };
    await expect(adminDdp.callAsync('users.setRoles', adminId._id, ['candidate'])).rejects.toMatchObject({ error: 403, reason: 'You cannot remove your own admin role' });
  });

  it('passes axe on every screen, and at 375 px nothing scrolls sideways', async () => {
    const visitor = DDP.connect(session.app.url);
    await visitor.callAsync('peopleRequests.send', {
      message: 'We need two SAP FI consultants for a migration.',
      contact: { name: 'Rita Request', email: 'rita@example.com', consent: true },
    });
    visitor.close();
    const phone = await session.signedInPage(admin, { viewport: PHONE, path: `/engine/admin/${SCREENS[0]!.path}` });
    for (const screen of SCREENS) {
      for (const page of [a, phone]) {
        await open(page, screen.path, screen.heading);
        await poll(async () => ((await page.getByRole('status').filter({ hasText: /found/ }).count()) > 0 ? true : undefined), `${screen.path} count`);
        const report = await runAxe(page);
        expect(report.blocking, `${screen.path} at ${page.viewportSize()?.width} px`).toEqual([]);
      }
      const overflow = await phone.evaluate(() => {
        const widest = [...document.querySelectorAll<HTMLElement>('.table-responsive')].map((element) => element.scrollWidth - element.clientWidth);
        return { page: document.documentElement.scrollWidth - document.documentElement.clientWidth, tables: Math.max(0, ...widest) };
      });
      expect(overflow.page, `${screen.path}: page scrolls sideways`).toBeLessThanOrEqual(0);
      if (screen.path === 'applications' || screen.path === 'requests') expect(overflow.tables, `${screen.path}: pipeline scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });
});
