// The whole app (server/start-app.ts) for the security suites, in a temporary project-like root
// with `npm start`'s default folders, serving a small stand-in client build (an index.html and
// one hashed asset, the shape Vite writes) so pages and assets are answered without a real build.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type RunningApp, startApp } from '../../../server/start-app';

export interface SecurityApp {
  app: RunningApp;
  url: string;
  root: string;
  stop(): Promise<void>;
}

export const ASSET_PATH = '/engine/assets/index-abc123.js';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Expert Marketplace</title>
    <script type="module" crossorigin src="/engine/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

/** Writes the stand-in client build into `<root>/build/client` and returns that folder. */
export async function writeStandInClientBuild(root: string): Promise<string> {
  const clientBuildDir = path.join(root, 'build', 'client');
  await mkdir(path.join(clientBuildDir, 'assets'), { recursive: true });
  await writeFile(path.join(clientBuildDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(clientBuildDir, 'assets', 'index-abc123.js'), 'console.log("app");\n');
  return clientBuildDir;
}

export async function startSecurityApp(options: { rateLimits?: boolean } = {}): Promise<SecurityApp> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'marketplace-security-'));
  const clientBuildDir = await writeStandInClientBuild(root);
  const app = await startApp({
    port: 0,
    host: '127.0.0.1',
    projectRoot: root,
    clientBuildDir,
    demoContent: false,
    rateLimits: options.rateLimits ?? false,
    log: () => {},
  });
  return {
    app,
    url: app.url,
    root,
    async stop() {
      await app.stop();
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** A Content-Security-Policy header as directive name → source list. */
export function parseCsp(header: string | null): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}
