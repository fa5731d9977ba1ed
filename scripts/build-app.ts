// The whole build (scripts/build-steps.ts): the client, its precompressed copies, the server and
// the server renderer, into `<outDir>/{client,server}` (default .meteor/local/build, which
// `npm start` runs). `npm run bundle` builds into its own folder (a running app or test keeps the
// default one) and reads from esbuild's metafiles which packages the server loads.
import path from 'node:path';
import { build as esbuild, type Metafile } from 'esbuild';
import { buildClient, buildDir, serverBuildOptions } from './build-steps';
import { rendererBuildOptions } from './build-renderer';
import { precompressAssets } from './precompress';

export interface BuiltApp {
  /** What esbuild wrote for the server and for its renderer: their imports, externals included. */
  metafiles: Metafile[];
}

export async function buildApp(outDir: string = buildDir): Promise<BuiltApp> {
  await buildClient(outDir === buildDir ? undefined : path.join(outDir, 'client'));
  await precompressAssets(path.join(outDir, 'client'));
  const server = await esbuild({ ...serverBuildOptions(), outfile: path.join(outDir, 'server', 'main.js'), metafile: true });
  const renderer = await esbuild({ ...rendererBuildOptions(path.join(outDir, 'server', 'ssr.js')), metafile: true });
  return { metafiles: [server.metafile, renderer.metafile] };
}
