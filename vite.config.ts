// Client build: the React SPA under /engine, resolving `meteor/<name>` to each package's client
// entry. The server serves the output from .meteor/local/build/client.
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { meteorResolverPlugin } from './scripts/meteor-resolver.ts';
import { ENTRY_CHUNKS_ID } from './client/preload-entry-chunks.ts';
import { listEntrySteps } from './scripts/vite-entry-steps.ts';
import { i18nCatalogs } from './scripts/vite-i18n-catalogs.ts';
import { pageChunks } from './scripts/vite-page-chunks.ts';

/**
 * The screens the server renders: each screen folder with a server-page.ts (the route table names
 * them; imports/startup/ssr/public-pages.dom.test.ts checks that the two agree), whose screen is
 * `<folder>-screen.tsx`.
 */
const SCREENS = fileURLToPath(new URL('./imports/ui/screens/', import.meta.url));
const PUBLIC_SCREENS = readdirSync(SCREENS)
  .filter((folder) => existsSync(`${SCREENS}${folder}/server-page.ts`))
  .map((folder) => `${folder}/${folder}-screen.tsx`);

/** The entry's steps (client/main.tsx imports them in turn): React's DOM renderer, then the app. */
const ENTRY_STEPS: [string, string] = ['react-dom/client.js', 'client/start-app.tsx'];

export default defineConfig({
  root: 'client',
  base: '/engine/',
  publicDir: '../public',
  plugins: [
    meteorResolverPlugin('client'),
    i18nCatalogs(),
    listEntrySteps(ENTRY_STEPS, ENTRY_CHUNKS_ID),
    pageChunks({
      entry: 'client/main.tsx',
      steps: ENTRY_STEPS,
      publicScreens: PUBLIC_SCREENS,
      separate: /node_modules[\\/](markdown-it|linkify-it|mdurl|uc\.micro|punycode\.js|entities)[\\/]/,
    }),
  ],
  resolve: {
    alias: [
      // Messages arrive parsed (scripts/vite-i18n-catalogs.ts): the browser needs no ICU parser.
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: fileURLToPath(new URL('./node_modules/@formatjs/icu-messageformat-parser/no-parser.js', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: '../.meteor/local/build/client',
    emptyOutDir: true,
    // Served files are public: the app's source stays private unless a build asks for maps
    // (CLIENT_SOURCE_MAPS=1 npm run build, for debugging; README, Other commands).
    sourcemap: process.env.CLIENT_SOURCE_MAPS === '1',
    chunkSizeWarningLimit: 600,
    modulePreload: {
      // The entry's steps fetch their chunks themselves, all at once (client/preload-entry-chunks.ts);
      // Vite's helper would append a modulepreload link per chunk again at each step.
      resolveDependencies: (_file, deps, { hostId }) => (hostId.endsWith('/client/main.tsx') ? [] : deps),
    },
    rollupOptions: {
      onwarn(warning, warn) {
        // react-bootstrap marks its modules "use client" for server components; a SPA bundle
        // has no server components, so dropping the directive is harmless.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
