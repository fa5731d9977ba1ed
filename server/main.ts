// Server entry: checks Meteor's environment variables (imports/startup/server/settings: PORT,
// BIND_IP, ROOT_URL, MONGO_URL, METEOR_DB_DIR, UPLOADS_DIR, METEOR_SETTINGS, DEMO_CONTENT,
// ADMIN_EMAIL, …) and starts the app with them. A wrong setting or a start that fails on its
// surroundings (port taken, MongoDB down) prints one line naming it and exits with 1.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSettings } from '../imports/startup/server/settings/server-settings';
import { checkFolders } from '../imports/startup/server/settings/writable-folders';
import { startFailureLine } from '../imports/startup/server/settings/start-failure';
import { stopOnSignals } from './stop-on-signals';

const here = path.dirname(fileURLToPath(import.meta.url));

function stopWith(lines: string[]): never {
  for (const line of lines) console.error(`=> ${line}`);
  process.exit(1);
}

// Every file and folder the server creates (data files, uploads, locks) is the owner's alone;
// a library that writes with the default 0o666 gets 0o600 too.
process.umask(0o077);
const { settings, problems } = readSettings(process.env);
if (!settings) stopWith(problems);
const folderProblems = await checkFolders(settings);
if (folderProblems.length > 0) stopWith(folderProblems);
// Only now: modules read their settings as they load (METEOR_SETTINGS, the limits), and a wrong
// one must be reported above, not thrown from inside an import.
const { startApp } = await import('./start-app');
const { ADMIN_REQUEST_SIGNAL, announceAdminRequests, answerAdminRequests } = await import('../imports/api/admin-access/admin-requests');
const { Log } = await import('meteor/logging');
// Which runtime serves: `npm start` runs the Node pinned in package.json (node_modules/.bin/node).
Log.info(`=> Node ${process.version}`);

const app = await startApp({
  port: settings.port,
  host: settings.host,
  mongoUrl: settings.mongoUrl,
  dataDir: settings.dataDir,
  uploadsDir: settings.uploadsDir,
  demoContent: settings.demoContent,
  admin: settings.admin,
  autoupdate: settings.autoupdate,
  clientBuildDir: path.resolve(here, '..', 'client'),
  serverRenderer: path.join(here, 'ssr.js'),
}).catch((error: unknown) => {
  const line = startFailureLine(error, settings);
  if (line) stopWith([line]);
  throw error;
});
// Before the line that says the app runs: a SIGTERM from then on drains instead of killing.
stopOnSignals(app, settings.shutdownTimeoutMs);
Log.info(`=> App running at: http://localhost:${app.port}/engine/projects`);

// Meteor's client refresh: the client was rebuilt in place (`npm run dev` sends it after a save
// that left the server's own code alone), so serve it and tell open browsers, without a restart.
process.on('SIGHUP', () => {
  void app.refreshClient().then(
    () => Log.info('=> Client refreshed'),
    (error: unknown) => Log.error('=> The client refresh failed', { err: error }),
  );
});

// `npm run admin:create` while this server holds the embedded database folder.
if (!settings.mongoUrl) {
  process.on(ADMIN_REQUEST_SIGNAL, () => {
    answerAdminRequests(settings.dataDir, (line) => Log.info(line)).catch((error: unknown) => Log.error('=> An admin:create request failed', { err: error }));
  });
  await announceAdminRequests(settings.dataDir);
}

