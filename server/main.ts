// Server entry: reads Meteor's environment variables and starts the app.
//   PORT (3000), BIND_IP (127.0.0.1), ROOT_URL, MONGO_URL (else the embedded database in
//   .meteor/local/db), METEOR_SETTINGS (JSON); SHUTDOWN_TIMEOUT_MS bounds a graceful stop.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SettingsError } from '../imports/startup/server/settings-check';
import { shutdownTimeoutFromEnv } from './graceful-stop';
import { startApp } from './start-app';
import { stopOnSignals } from './stop-on-signals';
import { Log } from 'meteor/logging';

const here = path.dirname(fileURLToPath(import.meta.url));
// Which runtime serves: `npm start` runs the Node pinned in package.json (node_modules/.bin/node).
Log.info(`=> Node ${process.version}`);
// Every file and folder the server creates (data files, uploads, locks) is the owner's alone;
// a library that writes with the default 0o666 gets 0o600 too.
process.umask(0o077);
const port = Number(process.env.PORT ?? 3000);
const host = process.env.BIND_IP ?? '127.0.0.1';
// Read before starting: a wrong value stops the start, not a later shutdown.
const shutdownTimeoutMs = shutdownTimeoutFromEnv(process.env.SHUTDOWN_TIMEOUT_MS);

const app = await startApp({
  port,
  host,
  mongoUrl: process.env.MONGO_URL,
  dataDir: process.env.METEOR_DB_DIR ?? path.resolve('.meteor', 'local', 'db'),
  clientBuildDir: path.resolve(here, '..', 'client'),
  serverRenderer: path.join(here, 'ssr.js'),
}).catch((error: unknown) => {
  // Wrong settings are the operator's to fix: one line saying what, no stack trace.
  if (!(error instanceof SettingsError)) throw error;
  console.error(`=> ${error.message}`);
  process.exit(1);
});
Log.info(`=> App running at: http://localhost:${app.port}/engine/projects`);

// Meteor's client refresh: the client was rebuilt in place (`npm run dev` sends it after a save
// that left the server's own code alone), so serve it and tell open browsers, without a restart.
process.on('SIGHUP', () => {
  void app.refreshClient().then(
    () => Log.info('=> Client refreshed'),
    (error: unknown) => Log.error('=> The client refresh failed', { err: error }),
  );
});

stopOnSignals(app, shutdownTimeoutMs);
