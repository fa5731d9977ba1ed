// Builds the app (scripts/build-steps.ts): the client, its precompressed copies, the server and
// the server renderer, into .meteor/local/build/{client,server}. `npm start` runs the result.
import path from 'node:path';
import { buildClient, buildDir, buildServer, rendererFile } from './build-steps';
import { buildRenderer } from './build-renderer';
import { projectRoot } from './meteor-resolver';
import { precompressAssets } from './precompress';

const started = Date.now();
await buildClient();
await precompressAssets(path.join(buildDir, 'client'));
await buildServer();
await buildRenderer(rendererFile);
console.log(`built client and server into ${path.relative(projectRoot, buildDir)} in ${Date.now() - started} ms`);
