// Client build: the React SPA under /engine, resolving `meteor/<name>` to each package's client
// entry. The server serves the output from .meteor/local/build/client.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { meteorResolverPlugin } from './scripts/meteor-resolver.ts';
import { ENTRY_CHUNKS_ID } from './client/preload-entry-chunks.ts';
import { listEntrySteps } from './scripts/vite-entry-steps.ts';
import { pageChunks } from './scripts/vite-page-chunks.ts';

/** The entry's steps (client/main.tsx imports them in turn): React's DOM renderer, then the app. */
const ENTRY_STEPS: [string, string] = ['react-dom/client.js', 'client/start-app.tsx'];

export default defineConfig({
  root: 'client',
  base: '/engine/',
  publicDir: '../public',
  plugins: [
    meteorResolverPlugin('client'),
    listEntrySteps(ENTRY_STEPS, ENTRY_CHUNKS_ID),
    pageChunks({
      entry: 'client/main.tsx',
      steps: ENTRY_STEPS,
      publicScreens: ['projects/projects-screen.tsx', 'experts/experts-screen.tsx', 'project-detail/project-detail-screen.tsx', 'expert-detail/expert-detail-screen.tsx', 'privacy-policy/privacy-policy-screen.tsx'],
      separate: /node_modules[\\/](markdown-it|linkify-it|mdurl|uc\.micro|punycode\.js|entities)[\\/]/,
    }),
  ],
  resolve: {
    // react-router's default export condition is its development build (dev warnings on).
    alias: [{ find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) }],
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
