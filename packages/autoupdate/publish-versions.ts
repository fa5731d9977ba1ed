// autoupdate's server side: the `meteor_autoupdate_clientVersions` publication. Each subscriber
// gets one document per client architecture (here only `web.browser`) in the collection of the
// same name, carrying `version`, `versionRefreshable`, `versionNonRefreshable` and `assets` (the
// stylesheet URLs), and is ready at once. The versions are computed from the built client folder
// when `publishClientVersions` runs; calling it again (a new build) recomputes them and pushes a
// `changed` to every live subscriber, as Meteor does on `client-refresh`/SIGHUP. Without a build
// the publication sends nothing and is still ready. An optional `appId` argument that differs
// from the server's `APP_ID` gets nothing, as in Meteor. Meteor's AUTOUPDATE_VERSION and APP_ID
// come in as options, never from the environment here: the app reads and checks them with every
// other setting at start (imports/startup/server/settings) and passes them (server/start-app.ts);
// a caller that passes none gets the build's hashes and answers every app id.
// Left out: the legacy `version`/`version-refreshable`/`version-cordova` documents (no client
// that old exists here), other architectures, `versionReplaceable`/`versionHmr` (no HMR).
import { existsSync } from 'node:fs';
import { ddpServer, type DdpServer, type Subscription } from '../ddp-server/index';
import { MeteorError } from '../meteor/errors';
import { type ClientVersions, clientVersionsFromFolder } from './versions';

export const CLIENT_VERSIONS = 'meteor_autoupdate_clientVersions';
export const WEB_BROWSER = 'web.browser';

export interface PublishClientVersionsOptions {
  /** The built client folder (Vite's output); undefined or missing → nothing is published. */
  buildDir: string | undefined;
  /** The URL path the folder is served under, e.g. '/engine/'. */
  baseUrl?: string;
  /** Replaces every version (Meteor's AUTOUPDATE_VERSION); none: the build's hashes. */
  autoupdateVersion?: string;
  /** Meteor's APP_ID: a subscriber asking with another id gets nothing; none: every id is answered. */
  appId?: string;
  server?: DdpServer;
}

interface PublicationState {
  versions: ClientVersions | null;
  appId: string | undefined;
  readonly subscribers: Set<Subscription>;
}

// One publication per DDP server; a repeated call (tests, a rebuild) only replaces the versions.
const states = new WeakMap<DdpServer, PublicationState>();

function register(server: DdpServer): PublicationState {
  const state: PublicationState = { versions: null, appId: undefined, subscribers: new Set() };
  server.publish(CLIENT_VERSIONS, function (this: Subscription, appId?: unknown) {
    if (appId !== undefined && appId !== null && typeof appId !== 'string') {
      throw new MeteorError(400, 'Match failed');
    }
    // A client of another app (same server, different APP_ID) must not be told to reload.
    if (appId && state.appId && appId !== state.appId) {
      this.ready();
      return;
    }
    state.subscribers.add(this);
    this.onStop(() => void state.subscribers.delete(this));
    if (state.versions) this.added(CLIENT_VERSIONS, WEB_BROWSER, { ...state.versions });
    this.ready();
  });
  states.set(server, state);
  return state;
}

/** Computes the versions from the build and (re)publishes them; resolves with what it published. */
export async function publishClientVersions(options: PublishClientVersionsOptions): Promise<ClientVersions | null> {
  const server = options.server ?? ddpServer;
  const state = states.get(server) ?? register(server);
  const versions = options.buildDir && existsSync(options.buildDir)
    ? await clientVersionsFromFolder(options.buildDir, { baseUrl: options.baseUrl, autoupdateVersion: options.autoupdateVersion })
    : null;
  const previous = state.versions;
  state.versions = versions;
  state.appId = options.appId;
  for (const sub of state.subscribers) {
    if (versions && previous) sub.changed(CLIENT_VERSIONS, WEB_BROWSER, { ...versions });
    else if (versions) sub.added(CLIENT_VERSIONS, WEB_BROWSER, { ...versions });
    else if (previous) sub.removed(CLIENT_VERSIONS, WEB_BROWSER);
  }
  return versions;
}

/** The versions being published (e.g. to embed in the page's runtime config), or null. */
export function currentClientVersions(server: DdpServer = ddpServer): ClientVersions | null {
  return states.get(server)?.versions ?? null;
}
