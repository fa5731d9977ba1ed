// Builds the app: the client with Vite and the server with esbuild, both through the one
// `meteor/<name>` resolver, into .meteor/local/build/{client,server}. `npm start` runs the result.
import path from 'node:path';
import { buildRenderer } from './build-renderer';
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
    target: 'node24',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [meteorEsbuildPlugin('server')],
  });
}

const started = Date.now();
await buildClient();
await precompressAssets(path.join(buildDir, 'client'));
await buildServer();
await buildRenderer(path.join(buildDir, 'server', 'ssr.js'));
console.log(`built client and server into ${path.relative(projectRoot, buildDir)} in ${Date.now() - started} ms`);
