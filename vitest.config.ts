// Test projects: "server" (Node: runtime, API, integration over real sockets), "client" (jsdom:
// React hooks, components, reducers) and "e2e" (Debian's Chromium through playwright-core
// against the built app). Each project resolves `meteor/<name>` for its own target.
import { defineConfig } from 'vitest/config';
import { i18nCatalogs } from './scripts/vite-i18n-catalogs.ts';
import { meteorResolverPlugin } from './scripts/meteor-resolver.ts';

const clientTests = ['**/*.test.tsx', '**/*.dom.test.ts'];
// Build output, benchmark databases and scratch copies live under .meteor/local; never test them.
const notTests = ['**/node_modules/**', '.meteor/**'];

export default defineConfig({
  test: {
    reporters: ['default', './tests/helpers/summary-reporter.ts'],
    // Vitest's default is one file at a time on a 2-core machine (cores - 1), but most test time is
    // spent waiting on sockets, fsync and other processes (the app server, Chromium): two files at
    // once took imports/api from 6 min 5 s to 4 min 23 s on the 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        plugins: [meteorResolverPlugin('server')],
        test: {
          name: 'server',
          environment: 'node',
          include: ['packages/**/*.test.ts', 'imports/**/*.test.ts', 'server/**/*.test.ts', 'tests/integration/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...clientTests, ...notTests],
          // The in-process server logs at warn unless LOG_LEVEL is set (server-setup.ts).
          setupFiles: ['./tests/helpers/server-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        plugins: [meteorResolverPlugin('client'), i18nCatalogs()],
        test: {
          name: 'client',
          environment: 'jsdom',
          include: clientTests.map((glob) => glob),
          exclude: [...notTests, 'tests/e2e/**'],
          setupFiles: ['./tests/helpers/client-setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One first start of the built app whose database every file's app copies (e2e-seed.ts).
          globalSetup: ['./tests/helpers/e2e-seed.ts'],
          // Two browser files at once (each its own built app, database and Chromium): the e2e
          // files were the suite's critical path one at a time (~15 of its 16 minutes).
          fileParallelism: true,
          // A worker runs its next file in the same process: each file's state is its app, its
          // browser and its session (all made in beforeAll), not module state, and importing
          // playwright-core and the helpers afresh cost each file ~3 s of its wall time.
          isolate: false,
        },
      },
    ],
  },
});
