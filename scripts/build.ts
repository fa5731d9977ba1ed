// Builds the app: the client with Vite and the server with esbuild, both through the one
// `meteor/<name>` resolver, into .meteor/local/build/{client,server}. `npm start` runs the result.
import path from 'node:path';
import { precompressAssets } from './precompress';
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';
import { meteorEsbuildPlugin, projectRoot } from './meteor-resolver';

export const buildDir = path.join(projectRoot, '.meteor', 'local', 'build');

export async function buildClient(): Promise<void> {
  await viteBuild({ configFile: path.join(projectRoot, 'vite.config.ts'), logLevel: 'warn' });
}

export async function buildServer(): Promise<void> {
  await esbuild({
    entryPoints: [path.join(projectRoot, 'server', 'main.ts')],
    outfile: path.join(buildDir, 'server', 'main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [meteorEsbuildPlugin('server')],
  });
}

/** The server renderer: the browser's code (client entries of the Meteor packages) for Node. */
export async function buildRenderer(): Promise<void> {
  await esbuild({
    entryPoints: [path.join(projectRoot, 'imports', 'startup', 'ssr', 'render.tsx')],
    outfile: path.join(buildDir, 'server', 'ssr.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    // React stays one shared copy from node_modules; the rest (react-bootstrap's directory
    // imports, which Node's ESM loader refuses) is bundled as the browser build bundles it.
    external: ['react', 'react/*', 'react-dom', 'react-dom/*', 'react-router'],
    // ES module builds first, as the browser build takes them (Node's interop would hand a CommonJS
    // module's whole `exports` to a default import).
    mainFields: ['module', 'main'],
    // Bundled CommonJS modules require() React: give the ES module a `require`.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    sourcemap: true,
    logLevel: 'warning',
    plugins: [meteorEsbuildPlugin('client')],
  });
}

const started = Date.now();
await buildClient();
await precompressAssets(path.join(buildDir, 'client'));
await buildServer();
await buildRenderer();
console.log(`built client and server into ${path.relative(projectRoot, buildDir)} in ${Date.now() - started} ms`);
