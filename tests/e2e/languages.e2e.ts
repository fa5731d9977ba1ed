// The product in six languages against the built app (issue 20, "Proof"): a German browser gets
// German server HTML (lang, Content-Language, title, canonical and hreflang alternates) and a
// German live app hydrated without a warning; `?hl=` names a public page's version for search
// engines; switching to Czech changes the words at once, keeps them after a reload and on
// sign-in, and saves the choice on the account; a Czech candidate sees the wizard's validation
// errors in Czech; a German visitor's password reset mail arrives in German through a real SMTP
// peer. Expected words are read from the catalogs, never written here, so rewording a message
// cannot break the test while a word left in English does.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../imports/i18n/catalogs';
import { decodedHeaderOf } from '../integration/accounts/smtp-sink';
import { WAIT, shown } from '../helpers/e2e-kit';
import { watchLiveData } from '../helpers/e2e-live-data';
import { useE2eSession } from '../helpers/e2e-session';

const PRODUCT = 'Expert Marketplace';
const de = messagesFor('de');
const cs = messagesFor('cs');
const en = messagesFor('en');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Console errors and warnings (hydration mismatches among them) and uncaught errors of a page. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

describe('the product in six languages', () => {
  const session = useE2eSession({ mail: 'smtp' });

  it('renders public pages on the server in the browser’s language, with every language version named', async () => {
    const answer = await fetch(session.url('/engine/projects'), { headers: { 'Accept-Language': 'de-DE,de;q=0.9,en;q=0.5' } });
    const html = await answer.text();
    expect(answer.headers.get('content-language')).toBe('de');
    expect(answer.headers.get('vary')).toMatch(/Accept-Language/);
    expect(html).toMatch(/<html[^>]* lang="de"/);
    expect(html).toContain(`<title>${de['pages.title.projects']} - ${PRODUCT}</title>`);
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^/"]+\/engine\/projects\/\?hl=de" \/>/);
    for (const locale of ['en', 'de', 'cs', 'pl', 'sk', 'hu']) expect(html).toContain(`hreflang="${locale}"`);
    expect(html).toMatch(/<link rel="alternate" hreflang="x-default" href="https?:\/\/[^/"]+\/engine\/projects\/" \/>/);
    expect(html).toContain(`>${de['layout.language.label']}<`);
    expect(html).not.toContain(`>${en['layout.language.label']}<`);
    // The address names its language for search engines, whatever the browser asks for.
    const polish = await (await fetch(session.url('/engine/projects?hl=pl'), { headers: { 'Accept-Language': 'de' } })).text();
    expect(polish).toMatch(/<html[^>]* lang="pl"/);
    expect(polish).toContain(`<title>${messagesFor('pl')['pages.title.projects']} - ${PRODUCT}</title>`);
    // `lang` stays the projects list's language filter: it does not choose the page's language.
    const filtered = await (await fetch(session.url('/engine/projects?lang=de'), { headers: { 'Accept-Language': 'en' } })).text();
    expect(filtered).toMatch(/<html[^>]* lang="en"/);
    // A page the browser renders itself still says its language.
    const profile = await (await fetch(session.url('/engine/profile'), { headers: { 'Accept-Language': 'hu' } })).text();
    expect(profile).toMatch(/<html[^>]* lang="hu"/);
  });

  it('hydrates a German page without a warning and switches every word to Czech, kept after a reload and on sign-in', async () => {
    const page = await session.newPage();
    await page.setExtraHTTPHeaders({ 'Accept-Language': 'de' });
    const problems = problemsOf(page);
    const live = watchLiveData(page);
    await page.goto(session.url('/engine/projects'));
    const h1 = await page.locator('h1').elementHandle();
    await shown(page.getByRole('heading', { level: 1, name: de['pages.title.projects'] }));
    await live.settled(h1);
    expect(problems).toEqual([]);
    expect(await h1?.evaluate((element) => element.isConnected), 'kept its server-rendered heading').toBe(true);

    await page.getByLabel(de['layout.language.label']).first().selectOption('cs');
    await shown(page.getByRole('heading', { level: 1, name: cs['pages.title.projects'] }));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('cs');
    expect(await page.title()).toBe(`${cs['pages.title.projects']} - ${PRODUCT}`);
    expect(await page.getByText(de['layout.language.label'], { exact: true }).count()).toBe(0);

    await page.reload();
    await shown(page.getByRole('heading', { level: 1, name: cs['pages.title.projects'] }));
    expect(await page.locator('html').getAttribute('lang')).toBe('cs');

    // Signing in on the Czech sign-in page, by its Czech words.
    const user = await session.users.create({ role: 'customer' });
    await page.goto(session.url('/engine/sign-in'));
    const form = page.locator('main');
    await form.getByLabel(cs['forms.label.email']!).fill(user.email);
    await form.getByLabel(cs['forms.label.password']!).fill(user.password);
    await form.getByRole('button', { name: cs['forms.signIn'], exact: true }).click();
    await page.waitForURL((url) => !url.pathname.includes('sign-in'), WAIT);
    await shown(page.getByLabel(cs['layout.language.label']).first());
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('cs');
    const saved = async () => (await session.accounts.readAs(user, 'users', 'users.me'))[0]?.profile as { language?: string } | undefined;
    await expect.poll(async () => (await saved())?.language, WAIT).toBe('cs');
    expect(problems).toEqual([]);
  });

  it('speaks a signed-in user’s saved language in a browser that never chose one', async () => {
    const user = await session.users.create({ role: 'candidate' });
    const connection = await session.accounts.loginAs(user);
    await connection.callAsync('users.setLanguage', 'de', true);
    connection.close();
    const page = await session.newPage();
    await session.signIn(page, user);
    await shown(page.getByLabel(de['layout.language.label']).first());
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    // The cookie now carries the choice: the server renders the next page load in German.
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('de');
  });

  it('shows a Czech candidate the wizard and its validation errors in Czech', async () => {
    const candidate = await session.users.create({ role: 'candidate' });
    const page = await session.signedInPage(candidate);
    await page.getByLabel(en['layout.language.label']).first().selectOption('cs');
    await shown(page.getByLabel(cs['layout.language.label']).first());
    // The wizard opens at the first unfinished step; its required fields are empty.
    await page.goto(session.url('/engine/sign-up'));
    await page.getByRole('button', { name: cs['sign-up.next'], exact: true }).click();
    // "Pole „Jazyk 1“ je povinné": the Czech sentence around the field's Czech label.
    const [before, after] = cs['validation.required']!.split('{label}');
    const required = page.getByText(new RegExp(`^${escapeRegExp(before!)}.+${escapeRegExp(after!)}$`)).first();
    await shown(required);
    expect(await page.getByText(/ is required$/).count()).toBe(0);
  });

  it('mails a German visitor’s password reset in German', async () => {
    const user = await session.users.create({ role: 'candidate' });
    const page = await session.newPage();
    await page.setExtraHTTPHeaders({ 'Accept-Language': 'de' });
    await page.goto(session.url('/engine/sign-in'));
    await page.getByRole('button', { name: de['forms.forgotPassword'] }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(de['forms.label.email']).fill(user.email);
    await dialog.getByRole('button', { name: de['modals.forgot.send'] }).click();
    const mail = await session.sink.nextMail((received) => received.to.includes(user.email.toLowerCase()), 15_000);
    const subject = (id: string) => messagesFor(id === 'de' ? 'de' : 'en')['mails.resetPassword.subject']!.replace('{product}', PRODUCT);
    expect(decodedHeaderOf(mail, 'Subject')).toBe(subject('de'));
    expect(decodedHeaderOf(mail, 'Subject')).not.toBe(subject('en'));
  });
});
