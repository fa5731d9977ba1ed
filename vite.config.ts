// Client build: the React SPA under /engine, resolving `meteor/<name>` to each package's client
// entry. The server serves the output from .meteor/local/build/client.
import { defineConfig } from 'vite';
import { meteorResolverPlugin } from './scripts/meteor-resolver.ts';

export default defineConfig({
  root: 'client',
  base: '/engine/',
  publicDir: '../public',
  plugins: [meteorResolverPlugin('client')],
  build: {
    outDir: '../.meteor/local/build/client',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 600,
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
