// The servers under test run as `npm start` runs the app: bundled by esbuild with the settings of
// scripts/build.ts and started by plain node with SERVER_NODE_FLAGS. Not through tsx: tsx
// compiles with esbuild's keepNames, which gives every named closure a `name` property of its own
// (a 256-byte property dictionary each; ~4.4 KB per DDP connection, none of it in the build).
// Built into .meteor/local/bench-ddp/ (never the app's own build folder) once per orchestrator run.
import path from 'node:path';
import { build as esbuild } from 'esbuild';
import { meteorEsbuildPlugin, projectRoot } from '../../scripts/meteor-resolver';

const OUT = path.join(projectRoot, '.meteor', 'local', 'bench-ddp');
const built = new Map<string, Promise<string>>();

/** Bundles a server entry with scripts/build.ts's settings (node_modules stay external). */
export async function bundleServer(entry: string, outfile: string): Promise<void> {
  await esbuild({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    // Resolved from under .meteor/local/, which finds the project's node_modules.
    packages: 'external',
    logLevel: 'warning',
    plugins: [meteorEsbuildPlugin('server')],
  });
}

async function bundle(script: string): Promise<string> {
  const outfile = path.join(OUT, `${path.basename(script, '.ts')}.js`);
  await bundleServer(path.join(projectRoot, script), outfile);
  return outfile;
}

/** The bundled form of `script` (a path from the project root), built once per run. */
export function builtServer(script: string): Promise<string> {
  let entry = built.get(script);
  if (!entry) {
    entry = bundle(script);
    built.set(script, entry);
  }
  return entry;
}
