// autoupdate's client: subscribes to `meteor_autoupdate_clientVersions` and watches the document
// of its own architecture (`web.browser`). The versions it compares against are the page's own
// (`__meteor_runtime_config__.autoupdate.versions`, as Meteor embeds them) or, when the page
// carries none, the first ones the server sends. A new `versionNonRefreshable` reloads the page
// (and stops watching); a new `versionRefreshable` alone swaps the stylesheets in place. A
// failed subscription is logged and retried after client-logic's `retryDelay` (30 s base); only
// the subscription is retried, never a reload. `newClientAvailable()` is reactive.
// Left out: the `reload` package's migration data and its wait for outstanding methods (the
// injected `reload` is called directly), Cordova's hot code push, and unregistering the store
// on `stop()` (the connection offers no way to; one watcher per connection).
import type { DataMessage, Store, SubscriptionHandle } from '../ddp-client/types';
import { Dependency, Tracker } from '../tracker/index';
import { decideUpdate, retryDelay } from './client-logic';
import { type Asset, swapStylesheets } from './stylesheet-swap';

export const CLIENT_VERSIONS = 'meteor_autoupdate_clientVersions';

export interface WatchedVersions {
  versionRefreshable?: string;
  versionNonRefreshable?: string;
  assets?: Asset[];
}

/** What the watcher needs of a DDP connection (the `Connection` of meteor/ddp-client). */
export interface AutoupdateConnection {
  registerStore(collectionName: string, store: Store): boolean;
  subscribe(name: string, ...args: unknown[]): SubscriptionHandle;
}

export interface AutoupdateOptions {
  connection: AutoupdateConnection;
  /** The collection the versions arrive in (Meteor: the publication's name). */
  collectionName?: string;
  arch?: string;
  /** Default: the page's embedded versions, else the first ones received. */
  initialVersions?: WatchedVersions | null;
  /** Default `location.reload()`. */
  reload?: () => void;
  document?: Document;
  /** Default: swapStylesheets on `document` (tests of the watcher alone record the call). */
  swap?: (previous: Asset[], next: Asset[]) => unknown;
  /** For the retry delay's spread (tests pass a fixed value). */
  random?: () => number;
  /** Schedules the re-subscription; returns a cancel function. Default setTimeout. */
  schedule?: (callback: () => void, ms: number) => () => void;
}

export interface AutoupdateHandle {
  /** True once the server announced a newer client (reactive). */
  newClientAvailable(): boolean;
  stop(): void;
}

function embeddedVersions(arch: string): WatchedVersions | null {
  const page = globalThis as { __meteor_runtime_config__?: { autoupdate?: { versions?: Record<string, WatchedVersions> } } };
  const config = page.__meteor_runtime_config__;
  return config?.autoupdate?.versions?.[arch] ?? null;
}

function defaultSchedule(callback: () => void, ms: number): () => void {
  const timer = setTimeout(callback, ms);
  return () => clearTimeout(timer);
}

/** A store that keeps the collection's documents as plain objects. */
function documentStore(onBatch: (docs: ReadonlyMap<string, Record<string, unknown>>) => void): Store {
  const docs = new Map<string, Record<string, unknown>>();
  return {
    beginUpdate(_size, reset) {
      if (reset) docs.clear();
    },
    update(message: DataMessage) {
      if (message.msg === 'removed') {
        docs.delete(message.id);
        return;
      }
      const doc = message.msg === 'added' ? {} : (docs.get(message.id) ?? {});
      for (const [key, value] of Object.entries(message.fields ?? {})) {
        if (value === undefined) delete doc[key];
        else doc[key] = value;
      }
      docs.set(message.id, doc);
    },
    endUpdate() {
      onBatch(docs);
    },
  };
}

function asVersions(doc: Record<string, unknown>): WatchedVersions {
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const assets = Array.isArray(doc.assets)
    ? doc.assets.filter((a): a is Asset => typeof (a as Asset | null)?.url === 'string').map((a) => ({ url: a.url }))
    : [];
  return { versionRefreshable: text(doc.versionRefreshable), versionNonRefreshable: text(doc.versionNonRefreshable), assets };
}

export function startAutoupdate(options: AutoupdateOptions): AutoupdateHandle {
  const collectionName = options.collectionName ?? CLIENT_VERSIONS;
  const arch = options.arch ?? 'web.browser';
  const reload = options.reload ?? (() => globalThis.location.reload());
  const swap = options.swap ?? ((previous: Asset[], next: Asset[]) => swapStylesheets(options.document ?? globalThis.document, previous, next));
  const schedule = options.schedule ?? defaultSchedule;
  const available = new Dependency();
  let known: WatchedVersions | null = options.initialVersions === undefined ? embeddedVersions(arch) : options.initialVersions;
  let newClient = false;
  let stopped = false;
  let failures = 0;
  let subscription: SubscriptionHandle | null = null;
  let cancelRetry: (() => void) | null = null;

  const announce = () => {
    if (newClient) return;
    newClient = true;
    available.changed();
  };

  const onVersions = (next: WatchedVersions) => {
    if (!known) {
      known = next;
      return;
    }
    const decision = decideUpdate(known, next);
    if (decision === 'reload') {
      announce();
      handle.stop();
      reload();
    } else if (decision === 'swap-stylesheets') {
      const previous = known.assets ?? [];
      known = { ...known, versionRefreshable: next.versionRefreshable, assets: next.assets };
      void swap(previous, next.assets ?? []);
    }
  };

  const store = documentStore((docs) => {
    const current = docs.get(arch);
    if (!stopped && current) onVersions(asVersions(current));
  });
  if (!options.connection.registerStore(collectionName, store)) {
    throw new Error(`Autoupdate: the collection "${collectionName}" already has a store on this connection`);
  }

  const subscribe = () => {
    // Never owned by a surrounding computation: the watcher lives as long as the page.
    subscription = Tracker.nonreactive(() =>
      options.connection.subscribe(CLIENT_VERSIONS, {
        onReady: () => {
          failures = 0;
        },
        onStop: (error?: Error) => {
          subscription = null;
          if (!error || stopped) return;
          failures += 1;
          console.error('Autoupdate: the client versions subscription failed; retrying', error);
          cancelRetry = schedule(() => {
            cancelRetry = null;
            if (!stopped) subscribe();
          }, retryDelay(failures, options.random));
        },
      }),
    );
  };

  const handle: AutoupdateHandle = {
    newClientAvailable() {
      available.depend();
      return newClient;
    },
    stop() {
      stopped = true;
      cancelRetry?.();
      cancelRetry = null;
      subscription?.stop();
      subscription = null;
    },
  };
  subscribe();
  return handle;
}
