// The build's steps and their settings, shared by `npm run build` (scripts/build.ts, once) and
// `npm run dev` (scripts/dev-loop.ts, watching): the client with Vite and the server with esbuild,
// both through the one `meteor/<name>` resolver, into .meteor/local/build/{client,server}.
import path from 'node:path';
import { build as esbuild, type BuildOptions } from 'esbuild';
import { build as viteBuild } from 'vite';
import { serverEntry } from './build-paths';
import { meteorEsbuildPlugin, projectRoot } from './meteor-resolver';

export { buildDir, rendererFile, serverEntry } from './build-paths';

export const viteConfigFile = path.join(projectRoot, 'vite.config.ts');

export function serverBuildOptions(): BuildOptions {
  return {
    entryPoints: [path.join(projectRoot, 'server', 'main.ts')],
    outfile: serverEntry,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [meteorEsbuildPlugin('server')],
  };
}

/** The client into `outDir` (default the build's `client` folder). */
export async function buildClient(outDir?: string): Promise<void> {
  await viteBuild({ configFile: viteConfigFile, logLevel: 'warn', ...(outDir ? { build: { outDir, emptyOutDir: true } } : {}) });
}

export async function buildServer(): Promise<void> {
  await esbuild(serverBuildOptions());
}
