// Builds what bench/web.ts measures into .meteor/local/bench-web/ (never the app's own build
// folder, which other test runs may be rewriting): the client with the app's Vite config plus a
// manifest (to know which chunks a route needs), and bench/fixtures/web-server.ts with the same
// esbuild settings as scripts/build.ts, with its precompressed assets and server renderer. Built
// once per orchestrator run.
import path from 'node:path';
import { build as viteBuild } from 'vite';
import { buildRenderer } from '../../scripts/build-renderer';
import { projectRoot } from '../../scripts/meteor-resolver';
import { precompressAssets } from '../../scripts/precompress';
import { type BuiltApp, startBuiltApp } from '../../tests/helpers/start-built-app';
import { bundleServer } from '../lib/server-build';

export interface WebBuild {
  clientDir: string;
  serverEntry: string;
  /** Where the orchestrator writes the static comparison page. */
  staticPage: string;
}

const OUT = path.join(projectRoot, '.meteor', 'local', 'bench-web');
let built: Promise<WebBuild> | undefined;

/**
 * Builds as scripts/build.ts does, into `out` (a folder of .meteor/local) instead of the app's
 * build folder: `out/client` (with a Vite manifest) and `serverSource` bundled as
 * `out/server/main.js` with the server renderer `ssr.js` beside it, where server/main.ts looks.
 */
export async function buildAppInto(out: string, serverSource: string): Promise<{ clientDir: string; serverEntry: string }> {
  const clientDir = path.join(out, 'client');
  const serverEntry = path.join(out, 'server', 'main.js');
  await viteBuild({
    configFile: path.join(projectRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: clientDir, emptyOutDir: true, manifest: true },
  });
  // As scripts/build.ts: compressed copies of the assets and the server renderer beside the server.
  await precompressAssets(clientDir);
  await buildRenderer(path.join(out, 'server', 'ssr.js'));
  await bundleServer(path.join(projectRoot, serverSource), serverEntry);
  return { clientDir, serverEntry };
}

async function buildAll(): Promise<WebBuild> {
  const app = await buildAppInto(OUT, 'bench/fixtures/web-server.ts');
  return { ...app, staticPage: path.join(OUT, 'static-projects.html') };
}

export function buildForBench(): Promise<WebBuild> {
  built ??= buildAll();
  return built;
}

/** The bench's web server over `build`: its client folder and the static comparison page. */
export function startBenchApp(build: WebBuild): Promise<BuiltApp> {
  return startBuiltApp({ serverEntry: build.serverEntry, env: { BENCH_CLIENT_DIR: build.clientDir, BENCH_STATIC_PAGE: build.staticPage } });
}
