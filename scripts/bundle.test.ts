// `npm run bundle` end to end, as an operator deploys it (slow: about a minute, most of it the
// build and `npm ci`; its own file so it can be run or skipped alone): the bundle is built into a
// temporary folder, copied into an empty one and installed there with `npm ci --omit=dev`
// (offline: npm's cache only, no other network), then `node main.js` starts it on 127.0.0.1 with
// a free port and its data outside the bundle: it serves the server-rendered project list with the
// demo projects' titles, its client assets and /readyz, is backed up with the bundle's own
// `npm run backup`, and stops on SIGTERM. Started without
// its data folders, it refuses and says what to set.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../tests/helpers/wait-until';
import { SERVER_READY_LINE } from './build-paths';
import { projectRoot } from './meteor-resolver';

const run = promisify(execFile);
const scratch = await mkdtemp(path.join(os.tmpdir(), 'bundle-test-'));
let server: ChildProcess | undefined;

afterAll(async () => {
  if (server && server.exitCode === null) server.kill('SIGKILL');
  await rm(scratch, { recursive: true, force: true });
});

function startBundle(dir: string, env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['main.js'], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', BIND_IP: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

describe('npm run bundle (slow)', () => {
  it('builds a bundle that installs with npm ci --omit=dev into an empty folder and serves the app', { timeout: 180_000 }, async () => {
    const built = path.join(scratch, 'bundle');
    const bundling = Date.now();
    await run('npm', ['run', '-s', 'bundle', '--', built], { cwd: projectRoot, timeout: 120_000 });
    const bundleMs = Date.now() - bundling;

    const manifest = JSON.parse(await readFile(path.join(built, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; devDependencies?: unknown };
    const project = JSON.parse(await readFile(path.join(projectRoot, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(manifest.devDependencies).toBeUndefined();
    for (const [name, version] of Object.entries(manifest.dependencies)) expect(project.dependencies[name], name).toBe(version);
    expect(Object.keys(manifest.dependencies)).toEqual(expect.arrayContaining(['bcrypt', 'sharp', 'express', 'react', 'proper-lockfile']));
    // Build-time only: the bundler, the client's libraries (bundled into the client and ssr.js), the pinned Node.
    for (const name of ['esbuild', 'vite', 'tsx', 'react-bootstrap', 'bootstrap', 'node']) expect(manifest.dependencies).not.toHaveProperty(name);

    const installed = path.join(scratch, 'installed');
    await mkdir(installed);
    await cp(built, installed, { recursive: true });
    const installing = Date.now();
    await run('npm', ['ci', '--omit=dev', '--offline', '--no-audit', '--no-fund'], { cwd: installed, timeout: 90_000 });
    const installMs = Date.now() - installing;
    expect(await readdir(path.join(installed, 'node_modules'))).not.toContain('vite');

    const refused = startBundle(installed, {});
    const refusedCode = await new Promise<number | null>((resolve) => refused.child.once('exit', resolve));
    expect(refusedCode).toBe(1);
    expect(refused.output()).toContain('Set METEOR_DB_DIR');

    const data = path.join(scratch, 'data');
    const dataEnv = { METEOR_DB_DIR: path.join(data, 'db'), UPLOADS_DIR: path.join(data, 'uploads') };
    // A production start loads no demo content; the page walked here shows it on request.
    const started = startBundle(installed, { ...dataEnv, DEMO_CONTENT: '1' });
    server = started.child;
    const port = await waitUntil(() => SERVER_READY_LINE.exec(started.output())?.[1], {
      timeoutMs: 60_000,
      what: 'the bundle to listen',
      describe: started.output,
    });
    const url = `http://127.0.0.1:${port}`;

    const page = await fetch(`${url}/engine/projects`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const titles = [...html.matchAll(/id="project-[^"]+-title"[^>]*>(?:<a[^>]*>)?([^<]+)</g)].map((match) => match[1]);
    expect(titles.length, 'server-rendered project titles').toBeGreaterThanOrEqual(10);
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    expect((await fetch(`${url}${script}`)).status).toBe(200);
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });

    // The bundle's own backup, while it runs, with the service's environment.
    const backup = await run('npm', ['run', '-s', 'backup', '--', path.join(scratch, 'backup')], { cwd: installed, env: { ...process.env, ...dataEnv } });
    expect(backup.stdout).toMatch(/^backed up 2 files/);

    server.kill('SIGTERM');
    const exitCode = await new Promise<number | null>((resolve) => (server?.exitCode !== null ? resolve(server?.exitCode ?? null) : server.once('exit', resolve)));
    expect(exitCode).toBe(0);
    const { stdout } = await run('du', ['-sk', built]);
    console.log(`[bundle] built in ${bundleMs} ms (${Math.round(Number(stdout.split('\t')[0]) / 1024)} MiB), npm ci --omit=dev in ${installMs} ms, ${titles.length} titles on the first page`);
  });
});
