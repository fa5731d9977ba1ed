// mizzao:timesync's start-up in the page: the client syncs against `/_timesync` on the page's own
// origin (under ROOT_URL_PATH_PREFIX when the app lives below a path, as Meteor does), at once and
// every 10 minutes, and again whenever the DDP connection comes back after a drop (Meteor
// resyncs on reconnect: the network path, and so the round trip, may have changed).
// Left out: Cordova/desktop absolute sync URLs.
import { type Computation, Tracker } from '../tracker/index';
import { TimeSync, type TimeSyncClient } from './client';

// The server's route (server.ts TIMESYNC_PATH); repeated so the browser bundle needs no server file.
const TIMESYNC_PATH = '/_timesync';

export interface PageTimeSyncOptions {
  client?: TimeSyncClient;
  /** Resync after every reconnect of this connection (reactive `status()`, as Meteor's). */
  connection?: { status(): { connected: boolean } };
  /** Default: the page's origin. */
  origin?: string;
}

export interface PageTimeSync {
  client: TimeSyncClient;
  stop(): void;
}

function pathPrefix(): string {
  const page = globalThis as { __meteor_runtime_config__?: { ROOT_URL_PATH_PREFIX?: string } };
  return (page.__meteor_runtime_config__?.ROOT_URL_PATH_PREFIX ?? '').replace(/\/+$/, '');
}

/** The absolute sync address for the page: `<origin><prefix>/_timesync`. */
export function pageSyncUrl(origin: string = globalThis.location.origin): string {
  return new URL(pathPrefix() + TIMESYNC_PATH, origin).href;
}

export function startPageTimeSync(options: PageTimeSyncOptions = {}): PageTimeSync {
  const client = options.client ?? TimeSync;
  client.setSyncUrl(pageSyncUrl(options.origin));
  client.start();
  let watcher: Computation | null = null;
  if (options.connection) {
    const connection = options.connection;
    let wasConnected: boolean | null = null;
    watcher = Tracker.autorun(() => {
      const connected = connection.status().connected;
      if (connected && wasConnected === false) void client.resync();
      wasConnected = connected;
    });
  }
  return {
    client,
    stop() {
      watcher?.stop();
      client.stop();
    },
  };
}
