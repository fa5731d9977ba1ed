// Issue 25's back-office defects, walked in Chromium against the built app the way an admin
// clicks through `npm start`: a project with a stated rate (created, and unticked from "on
// request" on an existing draft), ASAP on a draft that had a date, "Saved" after Save, errors
// that go away once the field is fixed (the project editor and the password form), the NDA
// asked for in a language the person speaks, a customer's cancel reason in the requests
// pipeline's row (1280 and 375 px), and one date format across the back office.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from '../../packages/ddp-client/server';
import { WAIT, PHONE, shown } from '../helpers/e2e-kit';
import { runAxe } from '../helpers/e2e-axe';
import type { Credentials, E2eUser } from '../helpers/e2e-accounts';
import { useE2eSession } from '../helpers/e2e-session';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
/** Today as the app writes a day ('26 Nov 2026': the UTC day, as day-text.ts does). */
const today = () => {
  const now = new Date();
  return `${now.getUTCDate()} ${MONTHS[now.getUTCMonth()]} ${now.getUTCFullYear()}`;
};
/** A date written another way: 26/11/2026, 2026-11-26, 11/26/26. */
const OTHER_DATE = /\b\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4}\b/;

describe('issue 25: the admin journey', () => {
  const session = useE2eSession();
  let admin: Credentials;
  let adminDdp: Connection;
  let page: Page;

  async function storedProject(projectId: string): Promise<Record<string, unknown>> {
    const [project] = await session.accounts.readAsAdmin('projects', 'projects.one', projectId);
    return project as Record<string, unknown>;
  }

  async function expectAccessible(what: string, on = page): Promise<void> {
    const { blocking } = await runAxe(on);
    expect(blocking, `${what}: ${JSON.stringify(blocking, null, 1)}`).toEqual([]);
  }

  /** A candidate (signed up like the product makes accounts) who speaks `languages`. */
  async function candidateSpeaking(last: string, languages: { language: string; level: string }[]): Promise<E2eUser> {
    const candidate = await session.users.create({ first: 'Nora', last, role: 'candidate' });
    const connection = await session.accounts.loginAs(candidate);
    await connection.callAsync('users.updateProfile', { candidateData: { languages } });
    return candidate;
  }

  const invalid = (field: Locator) => field.getAttribute('aria-invalid');
  const saved = () => page.getByRole('status').filter({ hasText: /^Saved$/ });

  beforeAll(async () => {
    admin = session.users.admin();
    adminDdp = await session.accounts.loginAs(admin);
    // One admin page for the whole file: the tests walk the back office in turn.
    page = await session.signedInPage(admin, { lifetime: 'file', path: '/engine/admin/projects/new' });
  });

  it('creates a draft with a stated rate (errors clear as the fields are fixed), then ASAP on a dated draft saves with "Saved"', async () => {
    await page.goto(session.url('/engine/admin/projects/new'));
    await shown(page.getByRole('heading', { name: 'New project', level: 1 }));
    const title = `SAP FI lead ${Date.now().toString(36)}`;
    await page.getByLabel('Title').fill(title);
    await page.getByLabel(/^Summary/).fill('Lead the finance stream of an S/4HANA migration.');
    const onRequest = page.getByRole('checkbox', { name: 'Rate on request' });
    expect(await onRequest.isChecked()).toBe(false);
    await page.getByLabel('Currency').selectOption('EUR');
    await page.getByLabel('Per', { exact: true }).selectOption('day');

    // Neither bound given: the minimum is asked for, on its field; the unticked box is no error.
    await page.getByRole('button', { name: 'Create draft' }).click();
    const minimum = page.getByLabel('Minimum rate');
    await expect.poll(() => invalid(minimum), WAIT).toBe('true');
    expect(await page.getByText('Rate on request is required').count()).toBe(0);
    expect(await invalid(onRequest)).toBeNull();
    // A maximum alone states the rate too, so the minimum's error goes as soon as it is typed.
    await page.getByLabel('Maximum rate').fill('750');
    await expect.poll(() => invalid(minimum), WAIT).toBeNull();
    expect(await page.locator('.invalid-feedback:visible').count()).toBe(0);
    await minimum.fill('600');
    await page.getByRole('button', { name: 'Create draft' }).click();

    const draftId = () => /\/engine\/admin\/projects\/(?!new\/)([^/]+)\/$/.exec(new URL(page.url()).pathname)?.[1] ?? null;
    await expect.poll(draftId, WAIT).not.toBeNull();
    const projectId = draftId() as string;
    await shown(page.getByRole('heading', { name: title, level: 1 }));
    // The editor reads the stated rate back, and so does the stored project.
    expect(await page.getByLabel('Minimum rate').inputValue()).toBe('600');
    expect(await page.getByLabel('Maximum rate').inputValue()).toBe('750');
    expect(await page.getByLabel('Currency').inputValue()).toBe('EUR');
    expect(await page.getByLabel('Per', { exact: true }).inputValue()).toBe('day');
    expect(await page.getByRole('checkbox', { name: 'Rate on request' }).isChecked()).toBe(false);
    expect((await storedProject(projectId)).rate).toEqual({ onRequest: false, min: 600, max: 750, currency: 'EUR', unit: 'day' });

    // A start date, saved: the editor confirms it like the profile and company sections do.
    const startDate = page.getByLabel('Start date');
    await startDate.fill('2026-12-01');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await shown(saved());
    expect((await storedProject(projectId)).startDate).toEqual(new Date('2026-12-01T00:00:00Z'));
    // The next edit takes the confirmation away until it is saved.
    await page.getByRole('checkbox', { name: 'Start as soon as possible' }).check();
    await expect.poll(() => saved().count(), WAIT).toBe(0);
    // ASAP instead of the date: the date input empties itself, the save goes through.
    expect(await startDate.inputValue()).toBe('');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await shown(saved());
    expect(await page.locator('.invalid-feedback:visible').count()).toBe(0);
    const asap = await storedProject(projectId);
    expect(asap.startAsap).toBe(true);
    expect(asap.startDate).toBeUndefined();
    await expectAccessible('project editor after saving');

    // Where the rate shows: the published project's public page.
    await adminDdp.callAsync('projects.update', projectId, { description: 'The finance stream.', skills: ['sap-fi'], country: 'DE' });
    await adminDdp.callAsync('projects.publish', projectId);
    await page.goto(session.url(`/engine/p/${projectId}`));
    await shown(page.getByRole('heading', { name: title, level: 1 }));
    const rateFact = page.locator('dt', { hasText: /^Rate$/ }).locator('xpath=following-sibling::dd[1]');
    await expect.poll(() => rateFact.innerText(), WAIT).toMatch(/600\D+750.*per day/);
  });

  it('unticks "Rate on request" on an existing draft and states the rate; the date a draft had gives way to ASAP', async () => {
    const title = `Controlling consultant ${Date.now().toString(36)}`;
    const { _id: projectId } = (await adminDdp.callAsync('projects.create', {
      title,
      summary: 'Group controlling for a retailer.',
      rate: { onRequest: true },
      startDate: new Date('2027-01-04T00:00:00Z'),
    })) as { _id: string };
    await page.goto(session.url(`/engine/admin/projects/${projectId}`));
    await shown(page.getByRole('heading', { name: title, level: 1 }));
    await page.getByRole('checkbox', { name: 'Rate on request' }).uncheck();
    await page.getByLabel('Minimum rate').fill('600');
    await page.getByLabel('Maximum rate').fill('750');
    await page.getByLabel('Currency').selectOption('EUR');
    await page.getByLabel('Per', { exact: true }).selectOption('day');
    // Ticked while the stored date is still in the form: ASAP wins, nothing is refused.
    await page.getByRole('checkbox', { name: 'Start as soon as possible' }).check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await shown(saved());
    expect(await page.locator('.invalid-feedback:visible').count()).toBe(0);
    const stored = await storedProject(projectId);
    expect(stored.rate).toEqual({ onRequest: false, min: 600, max: 750, currency: 'EUR', unit: 'day' });
    expect(stored.startAsap).toBe(true);
    expect(stored.startDate).toBeUndefined();
  });

  it('asks for agreement in a language the person speaks: German for a German speaker, English for an English-only candidate', async () => {
    const germanSpeaker = await candidateSpeaking('Dvořák', [
      { language: 'cs', level: 'native' },
      { language: 'de', level: 'B2' },
    ]);
    const englishOnly = await candidateSpeaking('Walsh', [{ language: 'en', level: 'C2' }]);
    await page.goto(session.url('/engine/admin/documents'));
    const section = page.getByRole('region', { name: 'Ask for agreement' });
    await shown(section);
    const documentSelect = section.getByLabel('Document');
    const chosenDocument = () => documentSelect.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '');
    const email = section.getByLabel('E-mail address of their account');

    await email.fill(germanSpeaker.email);
    await expect.poll(chosenDocument, WAIT).toMatch(/Non-disclosure agreement, German,/);
    await shown(section.getByText('In German, which they speak (B2).'));
    await email.fill(englishOnly.email);
    await expect.poll(chosenDocument, WAIT).toMatch(/Non-disclosure agreement, English,/);
    await shown(section.getByText('In English, which they speak (C2).'));
    await expectAccessible('ask for agreement with its language hint');
    await section.getByRole('button', { name: 'Ask to agree' }).click();
    await shown(section.getByText(`${englishOnly.email} is asked to agree.`));
    const documents = await session.accounts.readAsAdmin('peopleDocuments', 'peopleDocuments.admin', { engineUserId: englishOnly.userId });
    expect(documents.map((document) => [document.type, document.language])).toEqual([['nda', 'en']]);
  });

  it('shows a customer\'s cancel reason in the requests row (1280 and 375 px), and every back-office date as "26 Nov 2026"', async () => {
    const customer = await session.users.create({ first: 'Greta', last: 'Customer', role: 'customer' });
    const customerDdp = await session.accounts.loginAs(customer);
    const message = `Two SAP FI consultants ${Date.now().toString(36)}`;
    const requestId = (await customerDdp.callAsync('peopleRequests.send', { message, duration: 6 })) as string;
    const reason = 'We found someone in-house, thank you.';
    await customerDdp.callAsync('requests.cancel', requestId, reason);

    await page.goto(session.url('/engine/admin/requests'));
    const row = page.getByRole('row').filter({ hasText: message });
    await shown(row);
    await shown(row.getByText('Cancelled by the customer'));
    await shown(row.getByText(reason));
    // The Move dialog's history writes each moment the same way, with its time.
    await row.getByRole('button', { name: /^Move the request/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Move request' });
    await shown(dialog);
    const history = await dialog.getByRole('listitem').allInnerTexts();
    expect(history).toHaveLength(2);
    for (const entry of history) expect(entry).toMatch(new RegExp(`^(New|Closed), ${today()}, \\d{2}:\\d{2} UTC`));
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    const phone = await session.signedInPage(admin, { viewport: PHONE, path: '/engine/admin/requests' });
    const phoneRow = phone.getByRole('row').filter({ hasText: message });
    await shown(phoneRow.getByText(reason));
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await expectAccessible('requests at 375 px', phone);

    // Dates in the back office's tables: today as '26 Nov 2026', never '26/11/2026'.
    const candidate = await session.users.create({ first: 'Dora', last: `Dated${Date.now().toString(36)}`, role: 'candidate', profile: 'complete' });
    const [project] = await session.accounts.readAsAdmin('projects', 'projects.open', { limit: 1 });
    await (await session.accounts.loginAs(candidate)).callAsync('applications.apply', project!._id, { note: 'From January.' });
    for (const [path, text] of [
      ['applications', `${candidate.first} ${candidate.last}`],
      ['users', candidate.last],
      ['people', candidate.last],
    ] as const) {
      await page.goto(session.url(`/engine/admin/${path}`));
      const dated = page.getByRole('row').filter({ hasText: text });
      await shown(dated);
      expect(await dated.innerText(), path).toContain(today());
      expect(await page.locator('main').innerText(), path).not.toMatch(OTHER_DATE);
    }
  });

  it('another form, the company sign-up: "not the same" goes as soon as the passwords match, the unfixed errors stay', async () => {
    const visitor = await session.newPage();
    await visitor.goto(session.url('/engine/sign-up'));
    await visitor.getByRole('region', { name: 'I am hiring experts' }).getByRole('button', { name: 'Register your company' }).click();
    const form = visitor.getByRole('form', { name: 'Create your company account' });
    await shown(form);
    const password = form.getByLabel(/^Password(?! again)/);
    const again = form.getByLabel('Password again');
    await password.fill('correct horse 1');
    await again.fill('correct horse 2');
    await form.getByRole('button', { name: 'Create account and continue' }).click();
    await expect.poll(() => invalid(again), WAIT).toBe('true');
    await shown(form.getByText('The two passwords are not the same'));
    expect(await invalid(form.getByLabel('E-mail'))).toBe('true');
    // Fixed in the other field: the error under "again" goes at once, before any new submit.
    await password.fill('correct horse 2');
    await expect.poll(() => invalid(again), WAIT).toBeNull();
    expect(await form.getByText('The two passwords are not the same').count()).toBe(0);
    expect(await invalid(form.getByLabel('E-mail'))).toBe('true');
  });
});
