// The fixture of a browser test file (as cal.com's Playwright fixtures, on Vitest and
// playwright-core): one built app (on a copy of the seed's database, e2e-seed.ts), one Chromium
// and the DDP accounts helper for the whole file (started in beforeAll, stopped in afterAll), the
// factories of e2e-factories.ts (`users.create({ role })`, `candidates.signUp()`,
// `companies.create()`), pages in browser contexts of their own, signed in through the sign-in
// page (`signIn(page, user)`), or opened signed in at an address (`signedInPage(user, { path })`:
// a login made over DDP, resumed from the tab's storage as on any page load, without walking the
// sign-in form each time: the sign-in tests walk it). After each test its pages are closed, no
// uncaught page error is allowed and the app must still run. Call it inside `describe`; the
// viewports, waits and keyboard walk are in e2e-kit.ts.
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { type SmtpSink, type SmtpSinkOptions, startSmtpSink } from '../integration/accounts/smtp-sink';
import { launchBrowser } from './browser';
import { type Credentials, type E2eAccounts, e2eAccounts } from './e2e-accounts';
import { type E2eFactories, e2eFactories } from './e2e-factories';
import { DESKTOP, type Viewport } from './e2e-kit';
import { smtpVerifyToken } from './e2e-mail';
import { signedInStorage, signInOnPage, submitSignInForm } from './e2e-sign-in';
import { type BuiltApp, startBuiltApp } from './start-built-app';

export interface SessionOptions {
  /** More environment for the app (its defaults are start-built-app's). */
  env?: Record<string, string>;
  /** 'log' (default): mails are printed to the app's log; 'smtp': a real SMTP sink receives them (`session.sink`). */
  mail?: 'log' | 'smtp';
  /** With `mail: 'smtp'`: how the sink answers (refusing some mails with an SMTP error). */
  smtp?: SmtpSinkOptions;
  /** false: the app alone, no Chromium (a file that only checks the server process). */
  browser?: boolean;
  /** 'fresh': the app fills a new database itself (a test of the first start) instead of starting on the seed's copy. */
  database?: 'seed' | 'fresh';
}

export interface PageOptions {
  /** 'file': the page stays open for the file's later tests (closed in afterAll); default: this test only. */
  lifetime?: 'test' | 'file';
  /** false: a browser with JavaScript off (what crawlers and script-less visitors get). */
  javaScript?: boolean;
}

export interface E2eSession extends E2eFactories {
  readonly app: BuiltApp;
  readonly browser: Browser;
  readonly accounts: E2eAccounts;
  /** The SMTP sink (only with `mail: 'smtp'`). */
  readonly sink: SmtpSink;
  /** The app's absolute address of `path` ('/engine/...'). */
  url(path: string): string;
  /** A page in a new browser context (its own cookies and storage) at `viewport` (default DESKTOP); `page.context().newPage()` opens a second tab. */
  newPage(viewport?: Viewport, options?: PageOptions): Promise<Page>;
  /** Signs in on the sign-in page's form, as a user does, and waits until the app moved on. */
  signIn(page: Page, user: Credentials): Promise<void>;
  /** The sign-in page's form filled in and sent, without waiting for the outcome; answers the form. */
  submitSignIn(page: Page, user: Credentials): Promise<Locator>;
  /**
   * A new page signed in as `user`: at `path`, opened with a new login token in its storage (the
   * page resumes it on load); without `path`, signed in on the sign-in form, where the app leads.
   */
  signedInPage(user: Credentials, options?: PageOptions & { viewport?: Viewport; path?: string }): Promise<Page>;
}

interface Running {
  app: BuiltApp;
  browser: Browser | undefined;
  accounts: E2eAccounts;
  factories: E2eFactories;
  sink: SmtpSink | undefined;
}

/** A server that stopped would leave the next test's DDP calls waiting: say so with its log. */
function expectRunning(app: BuiltApp): void {
  const { exitCode, signalCode } = app.process;
  if (exitCode !== null || signalCode !== null) throw new Error(`The app stopped (${exitCode ?? signalCode}):\n${app.output().slice(-4000)}`);
}

export function useE2eSession(options: SessionOptions = {}): E2eSession {
  let running: Running | undefined;
  const contexts = { test: [] as BrowserContext[], file: [] as BrowserContext[] };
  const pageErrors: string[] = [];

  beforeAll(async () => {
    const sink = options.mail === 'smtp' ? await startSmtpSink(options.smtp) : undefined;
    const { compileCache, ...seed } = inject('e2eSeed');
    const env = { NODE_COMPILE_CACHE: compileCache, ...options.env, ...(sink ? { MAIL_URL: sink.url } : {}) };
    const fromSeed = options.database === 'fresh' ? {} : { seed };
    const [app, browser] = await Promise.all([startBuiltApp({ env, ...fromSeed }), options.browser === false ? undefined : launchBrowser()]);
    const accounts = sink ? e2eAccounts(app, smtpVerifyToken(sink)) : e2eAccounts(app);
    running = { app, browser, accounts, factories: e2eFactories(app, accounts), sink };
  }, 60_000);

  afterEach(async () => {
    for (const context of contexts.test.splice(0)) await context.close();
    expect(pageErrors.splice(0)).toEqual([]);
    if (running) expectRunning(running.app);
  });

  afterAll(async () => {
    for (const context of contexts.file.splice(0)) await context.close();
    running?.accounts.closeAll();
    await running?.browser?.close();
    await running?.app.stop();
    await running?.sink?.close();
  });

  const started = (): Running => {
    if (!running) throw new Error('The e2e session is used before its beforeAll ran');
    return running;
  };

  async function openPage(viewport: Viewport, { lifetime = 'test', javaScript = true }: PageOptions, storageState?: BrowserContextOptions['storageState']): Promise<Page> {
    const context = await session.browser.newContext({ viewport, javaScriptEnabled: javaScript, ...(storageState ? { storageState } : {}) });
    contexts[lifetime].push(context);
    // Every page of the context counts, also a second tab a test opens with page.context().newPage().
    context.on('page', (page) => page.on('pageerror', (error) => pageErrors.push(error.message)));
    return context.newPage();
  }

  const session: E2eSession = {
    get app() {
      return started().app;
    },
    get browser() {
      const { browser } = started();
      if (!browser) throw new Error('The session was started without a browser');
      return browser;
    },
    get accounts() {
      return started().accounts;
    },
    get sink() {
      const { sink } = started();
      if (!sink) throw new Error("The session has no SMTP sink: use useE2eSession({ mail: 'smtp' })");
      return sink;
    },
    get users() {
      return started().factories.users;
    },
    get candidates() {
      return started().factories.candidates;
    },
    get companies() {
      return started().factories.companies;
    },
    get projects() {
      return started().factories.projects;
    },
    url: (path) => `${started().app.url}${path}`,
    newPage: (viewport = DESKTOP, options = {}) => openPage(viewport, options),
    signIn: (page, user) => signInOnPage(page, started().app.url, user),
    submitSignIn: (page, user) => submitSignInForm(page, started().app.url, user),
    async signedInPage(user, { viewport = DESKTOP, path, lifetime } = {}) {
      if (!path) {
        const page = await openPage(viewport, { lifetime });
        await session.signIn(page, user);
        return page;
      }
      const { app, accounts } = started();
      const page = await openPage(viewport, { lifetime }, signedInStorage(app.url, await accounts.newLoginToken(user)));
      await page.goto(session.url(path));
      return page;
    },
  };
  return session;
}
