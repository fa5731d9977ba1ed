// Explicit composition of the server: storage → web app → DDP stream server → API → client
// bundle → demo content → listen. `server/main.ts` calls it with the environment's settings;
// integration and browser tests call it with a temporary database on 127.0.0.1 port 0.
import { existsSync } from 'node:fs';
import path from 'node:path';
// Accounts register their methods and the own-user publication on import, as Meteor packages do.
import 'meteor/accounts-base';
import 'meteor/accounts-password';
import 'meteor/accounts-2fa';
import { Meteor, runStartupCallbacks } from 'meteor/meteor';
import { Log } from 'meteor/logging';
import { ddpServer, registerStandardPublications } from 'meteor/ddp-server';
import { closeStorage, configureStorage } from 'meteor/mongo';
import { createWebApp, noReferrer, serveClientBundle, type ServedClientBundle, type WebAppInstance } from 'meteor/webapp';
import { publishClientVersions } from 'meteor/autoupdate';
import { registerTimesyncRoute } from 'meteor/mizzao:timesync';
import { startUserStatus } from 'meteor/mizzao:user-status';
import { registerApi } from '../imports/startup/server/register-api';
import { loadDemoContent } from '../imports/startup/server/demo-content';
import { ensureConfiguredAdmin, noticeMissingAdmin } from '../imports/api/admin-access/admin-access';
import { installRateLimits } from '../imports/startup/server/rate-limits';
import { defaultUploadsDir, registerFileRoutes } from '../imports/api/files/server';
import { installServerRendering, type ServerRendering } from '../imports/startup/server/server-rendering';
import { registerHealthRoutes } from '../imports/startup/server/health-routes';
import { registerMetricsRoute } from '../imports/startup/server/metrics/metrics-route';
import { installLogEvents } from '../imports/startup/server/log-events';
import { createReadiness, type Readiness } from '../imports/startup/server/readiness';
import { createWriteCheck } from '../imports/startup/server/write-check';
import { registerSitemapRoutes } from '../imports/startup/server/sitemap';
import { scheduleRetention } from '../imports/api/retention/retention-run';
import { startNotifications, type RunningNotifications } from '../imports/api/notifications/server';
import { type MatchWorker, startMatchWorker } from '../imports/api/saved-searches/match-worker';
import { registerUnsubscribeRoute } from '../imports/api/mail-outbox/unsubscribe/unsubscribe-route';
import { registerStillTrueRoute } from '../imports/api/availability/still-true-route';
import { scheduleAvailabilityReminders } from '../imports/api/availability/reminder-run';
import { HOME } from '../imports/ui/app/paths';
import { DEFAULT_SHUTDOWN_TIMEOUT_MS, gracefulStop } from './graceful-stop';
import { isRoutedAddress } from '../imports/ui/app/routed-address';

export interface AppOptions {
  port: number;
  host: string;
  /** Embedded database folder (default `<projectRoot>/.meteor/local/db`); ignored with mongoUrl. */
  dataDir?: string;
  /** The folder the default `.meteor/local/...` paths live under (default: the working directory). */
  projectRoot?: string;
  mongoUrl?: string;
  /** Rate limits on logins and public forms; tests that log in many users turn them off. */
  rateLimits?: boolean;
  /** Where CVs and photos are stored (default UPLOADS_DIR, else <projectRoot>/.meteor/local/uploads). */
  uploadsDir?: string;
  /** Vite's output folder; without it the server runs API-only (no pages). */
  clientBuildDir?: string;
  /** The built server renderer (ssr.js); without it public pages are rendered in the browser only. */
  serverRenderer?: string;
  /** Demo content, once per database (default off; server/main.ts passes DEMO_CONTENT's value). */
  demoContent?: boolean;
  /** ADMIN_EMAIL (the demo admin's address too) and ADMIN_PASSWORD, which creates that admin. */
  admin?: { email?: string; password?: string };
  /**
   * AUTOUPDATE_VERSION and APP_ID as the settings check read them (server/main.ts passes them);
   * without them the client versions are the build's hashes and any app id is answered.
   */
  autoupdate?: { version?: string; appId?: string };
  log?: (line: string) => void;
}

export interface RunningApp {
  url: string;
  port: number;
  web: WebAppInstance;
  /** The dispatcher and the mail sender (tests wait for them to be idle). */
  notifications: RunningNotifications;
  /** The saved searches' match queue worker (tests wait for it, or stop it to leave records queued). */
  savedSearchMatching: MatchWorker;
  /** What `/readyz` answers; shutdown calls `readiness.markDraining()` first. */
  readiness: Readiness;
  /** Serves a rebuilt client without a restart (`npm run dev`, SIGHUP): page, renderer, versions. */
  refreshClient(): Promise<void>;
  /**
   * Drains and stops (graceful-stop.ts): readiness 503, no new connections, calls in flight
   * answered, sessions closed for the clients to reconnect elsewhere; `timeoutMs` (default 10 s)
   * bounds the waiting.
   */
  stop(options?: { timeoutMs?: number }): Promise<void>;
}

let apiRegistered = false;

export async function startApp(options: AppOptions): Promise<RunningApp> {
  const log = options.log ?? ((line: string) => Log.info(line));
  installLogEvents();
  const root = options.projectRoot ?? process.cwd();
  const defaultDataDir = options.projectRoot ? path.join(root, '.meteor', 'local', 'db') : undefined;
  configureStorage({ dataDir: options.dataDir ?? defaultDataDir, mongoUrl: options.mongoUrl });
  const web = createWebApp();
  // First: nothing registered later (pages, files) may answer them.
  const readiness = createReadiness();
  registerHealthRoutes(web.handlers, readiness);
  registerMetricsRoute(web.handlers);
  readiness.require(createWriteCheck());
  ddpServer.attach(web.httpServer);
  if (!apiRegistered) {
    // Method and publication registries are process-wide, as in Meteor.
    registerStandardPublications();
    registerApi();
    apiRegistered = true;
  }
  if (options.rateLimits ?? true) installRateLimits();
  web.handlers.get('/', (_req, res) => res.redirect('/engine/projects'));
  web.handlers.use(['/engine/reset-password', '/engine/join', '/engine/invitation', '/engine/verify-email'], noReferrer);
  registerTimesyncRoute(web.handlers);
  // Before the client bundle: its catch-all page route would shadow these.
  await registerFileRoutes(web.handlers, { uploadsDir: options.uploadsDir ?? defaultUploadsDir(root) });
  const serverRenderer = options.serverRenderer && existsSync(options.serverRenderer) ? options.serverRenderer : undefined;
  registerSitemapRoutes(web.handlers, serverRenderer);
  // Notification mails' one-click unsubscribe (RFC 8058): a POST without a session.
  registerUnsubscribeRoute(web.handlers);
  // The availability reminder's "still true" link: a POST without a session, like the above.
  registerStillTrueRoute(web.handlers);
  const clientVersionOptions = {
    buildDir: options.clientBuildDir,
    baseUrl: '/engine/',
    autoupdateVersion: options.autoupdate?.version,
    appId: options.autoupdate?.appId,
  };
  await publishClientVersions(clientVersionOptions);
  await startUserStatus();
  let serverRendering: ServerRendering | undefined;
  let servedClient: ServedClientBundle | undefined;
  if (options.clientBuildDir && existsSync(path.join(options.clientBuildDir, 'index.html'))) {
    if (serverRenderer) {
      serverRendering = await installServerRendering(serverRenderer);
      readiness.require(() => serverRendering?.threadsUp() ?? false);
    }
    servedClient = serveClientBundle(web.handlers, {
      buildDir: options.clientBuildDir,
      basePath: '/engine',
      // The router's own table: an address it would only redirect in the browser is redirected here.
      pages: { isPage: isRoutedAddress, elsewhere: HOME },
      runtimeConfig: () => ({ ROOT_URL: Meteor.absoluteUrl(), PUBLIC_SETTINGS: Meteor.settings.public ?? {} }),
    });
  }
  // Before the demo content: its account mails go through the outbox like every other.
  const notifications = startNotifications(log);
  const admin = options.admin ?? {};
  if (admin.email && admin.password) await ensureConfiguredAdmin({ email: admin.email, password: admin.password }, log);
  if (options.demoContent) await loadDemoContent(log, { adminEmail: admin.email });
  await noticeMissingAdmin(log);
  await runStartupCallbacks();
  // After the indexes (startup callbacks): it first runs the passes a crash left queued.
  const savedSearchMatching = startMatchWorker(log);
  // What the privacy policy promises about keeping data, done daily (the first run a minute in).
  const stopRetention = scheduleRetention(log);
  const stopAvailabilityReminders = scheduleAvailabilityReminders(log);
  const address = await web.listen(options.port, options.host);
  // With PORT=0 the port is known only now; absolute URLs (mailed links) need the real one.
  if (!process.env.ROOT_URL) process.env.ROOT_URL = `http://localhost:${address.port}/`;
  const url = `http://${options.host}:${address.port}`;
  readiness.markStarted();
  let refreshes = 0;
  return {
    url,
    port: address.port,
    web,
    notifications,
    savedSearchMatching,
    readiness,
    async refreshClient() {
      // Meteor's client refresh: the new page, the new renderer, then the new versions, which
      // tell open browsers to reload (or swap a stylesheet) once the server can serve them.
      refreshes += 1;
      servedClient?.reload();
      if (serverRendering && serverRenderer) {
        await serverRendering.stop();
        serverRendering = await installServerRendering(serverRenderer, { generation: refreshes });
      }
      await publishClientVersions(clientVersionOptions);
    },
    stop({ timeoutMs = DEFAULT_SHUTDOWN_TIMEOUT_MS } = {}) {
      return gracefulStop(
        {
          markDraining: () => readiness.markDraining(),
          ddpServer,
          web,
          async stopBackgroundWork() {
            stopRetention();
            stopAvailabilityReminders();
            // Before the dispatcher: a pass it finishes queues its alerts as events.
            await savedSearchMatching.stop();
            await notifications.stop();
          },
          async closeResources() {
            // After the web server: pages still being answered may need a render thread.
            await serverRendering?.stop();
            await closeStorage();
          },
          log,
        },
        timeoutMs,
      );
    },
  };
}
