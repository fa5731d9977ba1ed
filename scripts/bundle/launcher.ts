// The bundle's entry, `node main.js` (built into the bundle by scripts/bundle.ts): checks the Node
// version and where the data goes, then starts the server (programs/server/main.js) with the
// environment as given (Meteor's environment variables, see the project's README).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dataLocationProblems, nodeVersionProblem } from './data-location';

const bundleDir = path.dirname(fileURLToPath(import.meta.url));
const problems = [nodeVersionProblem(), ...dataLocationProblems(process.env, bundleDir)].filter((problem) => problem !== null);
if (problems.length > 0) {
  for (const problem of problems) console.error(`=> ${problem}`);
  console.error('=> See README.md beside main.js.');
  process.exit(1);
}
// A bundle is a production build (Express then answers errors without stack traces), as
// Meteor's bundles are, unless the environment says otherwise.
process.env.NODE_ENV ??= 'production';
// Variable, so the launcher's own build leaves the server's bundle alone.
const serverMain = './programs/server/main.js';
await import(serverMain);
