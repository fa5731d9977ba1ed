// The frame of a browser test file: one built app, one Chromium and the DDP accounts helper for
// the whole file (started in beforeAll, stopped in afterAll), fresh browser contexts per page
// (closed after each test), and no uncaught page error allowed. Call it inside `describe`.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { launchBrowser } from './browser';
import { type E2eAccounts, e2eAccounts } from './e2e-accounts';
import { type BuiltApp, startBuiltApp } from './start-built-app';

export interface E2eSession {
  readonly app: BuiltApp;
  readonly browser: Browser;
  readonly accounts: E2eAccounts;
  /** A page in a new browser context (its own cookies and storage) at `viewport`. */
  newPage(viewport: { width: number; height: number }): Promise<Page>;
}

export function useE2eSession(options: { env?: Record<string, string> } = {}): E2eSession {
  let running: { app: BuiltApp; browser: Browser; accounts: E2eAccounts } | undefined;
  const contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    const app = await startBuiltApp(options.env ? { env: options.env } : {});
    running = { app, browser: await launchBrowser(), accounts: e2eAccounts(app) };
  }, 60_000);

  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close();
    expect(pageErrors.splice(0)).toEqual([]);
  });

  afterAll(async () => {
    running?.accounts.closeAll();
    await running?.browser.close();
    await running?.app.stop();
  });

  const started = () => {
    if (!running) throw new Error('The e2e session is used before its beforeAll ran');
    return running;
  };

  return {
    get app() {
      return started().app;
    },
    get browser() {
      return started().browser;
    },
    get accounts() {
      return started().accounts;
    },
    async newPage(viewport) {
      const context = await started().browser.newContext({ viewport });
      contexts.push(context);
      const page = await context.newPage();
      page.on('pageerror', (error) => pageErrors.push(error.message));
      return page;
    },
  };
}
