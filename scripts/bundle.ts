// `npm run bundle -- [DIR]` (default .meteor/local/bundle): the app as one self-contained folder
// for a server, in the spirit of `meteor build`'s bundle:
//   main.js                 the entry (`node main.js`): checks Node and the data folders, starts the server
//   programs/server/        the built server and its renderer (ssr.js), with source maps
//   programs/client/        the built client (with its precompressed copies)
//   programs/tools/         `npm run backup` and `npm run restore` for the bundle
//   package.json, package-lock.json   only the packages the server loads, pinned as in the project
//   README.md               how to install and run it
// On the server: `npm ci --omit=dev && node main.js` with the app's environment variables.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { build as esbuild, type Metafile } from 'esbuild';
import { buildApp } from './build-app';
import { bundleManifest, externalPackages, type ProjectManifest } from './bundle/package-manifest';
import { positionalArgs, runAsScript } from './db-sqlite-files';
import { meteorEsbuildPlugin, projectRoot } from './meteor-resolver';

const run = promisify(execFile);
export const defaultBundleDir = path.join(projectRoot, '.meteor', 'local', 'bundle');

/** A folder `bundle` may (re)write: missing, empty, or an earlier bundle. Anything else is refused. */
function assertWritable(out: string): void {
  if (!existsSync(out) || readdirSync(out).length === 0) return;
  if (existsSync(path.join(out, 'main.js')) && existsSync(path.join(out, 'programs', 'server', 'main.js'))) return;
  throw new Error(`${out} exists and is not an earlier bundle: choose an empty or new folder`);
}

async function buildEntry(entry: string, outfile: string, options: { packagesExternal: boolean }): Promise<Metafile> {
  const result = await esbuild({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    // The launcher must still parse on an older Node, to say which Node it needs.
    target: 'node20',
    ...(options.packagesExternal ? { packages: 'external' as const } : {}),
    metafile: true,
    logLevel: 'warning',
    plugins: [meteorEsbuildPlugin('server')],
  });
  return result.metafile;
}

/** The project's lock pruned by npm to the bundle's dependencies (no network: npm's cache only). */
async function writeLock(out: string): Promise<void> {
  await cp(path.join(projectRoot, 'package-lock.json'), path.join(out, 'package-lock.json'));
  await run('npm', ['install', '--package-lock-only', '--offline', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: out });
}

export async function bundle(out: string): Promise<void> {
  assertWritable(out);
  await rm(out, { recursive: true, force: true });
  await mkdir(out, { recursive: true });
  // Its own build (not .meteor/local/build, which a running app or test may be serving).
  const { metafiles } = await buildApp(path.join(out, 'programs'));
  await buildEntry(path.join(projectRoot, 'scripts', 'bundle', 'launcher.ts'), path.join(out, 'main.js'), { packagesExternal: false });
  for (const tool of ['backup', 'restore']) {
    const entry = path.join(projectRoot, 'scripts', `${tool}.ts`);
    metafiles.push(await buildEntry(entry, path.join(out, 'programs', 'tools', `${tool}.js`), { packagesExternal: true }));
  }
  const project = JSON.parse(await readFile(path.join(projectRoot, 'package.json'), 'utf8')) as ProjectManifest;
  const manifest = bundleManifest(project, externalPackages(metafiles));
  await writeFile(path.join(out, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await writeLock(out);
  await cp(path.join(projectRoot, 'scripts', 'bundle', 'README.md'), path.join(out, 'README.md'));
}

async function main(): Promise<void> {
  const [target] = positionalArgs(process.argv.slice(2));
  const out = path.resolve(target ?? defaultBundleDir);
  const started = Date.now();
  await bundle(out);
  const { stdout } = await run('du', ['-sh', out]);
  console.log(`bundled into ${out} (${stdout.split('\t')[0]}) in ${Date.now() - started} ms`);
  console.log(`on the server: cd ${path.basename(out)} && npm ci --omit=dev && node main.js   (see ${path.join(out, 'README.md')})`);
}

runAsScript(import.meta.filename, main);
