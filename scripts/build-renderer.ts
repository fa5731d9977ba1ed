// The server renderer's build: imports/startup/ssr/render.tsx with the browser's code (client
// entries of the Meteor packages) for Node, beside the server bundle as ssr.js. Shared by
// scripts/build.ts, `npm run dev` (scripts/dev-loop.ts) and the benchmarks' build.
import path from 'node:path';
import { build as esbuild, type BuildOptions } from 'esbuild';
import { meteorEsbuildPlugin, projectRoot } from './meteor-resolver';

export function rendererBuildOptions(outfile: string): BuildOptions {
  return {
    entryPoints: [path.join(projectRoot, 'imports', 'startup', 'ssr', 'render.tsx')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    // React stays one shared copy from node_modules; the rest (react-bootstrap's directory
    // imports, which Node's ESM loader refuses) is bundled as the browser build bundles it.
    external: ['react', 'react/*', 'react-dom', 'react-dom/*'],
    // ES module builds first, as the browser build takes them (Node's interop would hand a CommonJS
    // module's whole `exports` to a default import).
    mainFields: ['module', 'main'],
    // Bundled CommonJS modules require() React: give the ES module a `require`.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    sourcemap: true,
    logLevel: 'warning',
    plugins: [meteorEsbuildPlugin('client')],
  };
}

export async function buildRenderer(outfile: string): Promise<void> {
  await esbuild(rendererBuildOptions(outfile));
}
