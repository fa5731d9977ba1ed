// Builds the app (scripts/build-app.ts) into .meteor/local/build/{client,server}. `npm start`
// runs the result.
import path from 'node:path';
import { buildApp } from './build-app';
import { buildDir } from './build-steps';
import { projectRoot } from './meteor-resolver';

const started = Date.now();
await buildApp();
console.log(`built client and server into ${path.relative(projectRoot, buildDir)} in ${Date.now() - started} ms`);
