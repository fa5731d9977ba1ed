// Browser entry of `meteor/meteor`: the client half of Meteor's API over one default DDP
// connection to the page's origin (created lazily, on first use). `createMeteorClient` builds the
// same API over any connection, for tests and for a second server. Settings come from
// `window.__meteor_runtime_config__.PUBLIC_SETTINGS`, as Meteor serves them.
// `Meteor.methods(map)` defines method stubs on the connection (latency compensation).
// Left out: `Meteor.user()` (accounts-base adds it), `Meteor.isCordova`, and Meteor's
// environment-variable helpers.
import { type ApplyOptions, type Connection, DDP, type StubHandler, type SubscriptionHandle } from '../ddp-client/client';
import { MeteorError } from './errors';

interface RuntimeConfig {
  ROOT_URL?: string;
  DDP_DEFAULT_CONNECTION_URL?: string;
  PUBLIC_SETTINGS?: Record<string, unknown>;
}

declare global {
  // Meteor's page bootstrap object; the server writes it into the HTML.
  var __meteor_runtime_config__: RuntimeConfig | undefined;
}

function runtimeConfig(): RuntimeConfig {
  return globalThis.__meteor_runtime_config__ ?? {};
}

function rootUrl(): string {
  return runtimeConfig().ROOT_URL ?? globalThis.location?.origin ?? 'http://localhost:3000';
}

/**
 * Where the default connection goes: DDP_DEFAULT_CONNECTION_URL when the page names one, else the
 * page's own origin, as Meteor's client connects relative to the page ("/") rather than to
 * ROOT_URL, which may name a public address the browser reached through a proxy.
 */
function defaultConnectionUrl(): string {
  return runtimeConfig().DDP_DEFAULT_CONNECTION_URL ?? globalThis.location?.origin ?? rootUrl();
}

let defaultConnection: Connection | null = null;

/** The app's connection to its own server, opened on first use. */
export function getDefaultConnection(): Connection {
  defaultConnection ??= DDP.connect(defaultConnectionUrl());
  return defaultConnection;
}

/** The default connection if one was opened, without opening one (tests stop it at the end). */
export function openedDefaultConnection(): Connection | null {
  return defaultConnection;
}

/** Replaces the default connection (tests; null makes the next use open a fresh one). */
export function setDefaultConnection(connection: Connection | null): void {
  defaultConnection = connection;
}

export function absoluteUrl(path = '', options: { rootUrl?: string; secure?: boolean } = {}): string {
  let url = options.rootUrl ?? rootUrl();
  if (!/\/$/.test(url)) url += '/';
  if (options.secure) url = url.replace(/^http:/, 'https:');
  return url + path.replace(/^\/+/, '');
}

function startup(callback: () => void): void {
  const doc = globalThis.document;
  if (doc && doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', () => callback(), { once: true });
  else setTimeout(callback, 0);
}

export function createMeteorClient(getConnection: () => Connection) {
  return {
    isClient: true as const,
    isServer: false as const,
    Error: MeteorError,
    settings: { public: runtimeConfig().PUBLIC_SETTINGS ?? {} } as { public: Record<string, unknown> } & Record<string, unknown>,
    get connection(): Connection {
      return getConnection();
    },
    subscribe(name: string, ...args: unknown[]): SubscriptionHandle {
      return getConnection().subscribe(name, ...args);
    },
    methods(map: Record<string, StubHandler>): void {
      getConnection().methods(map);
    },
    call(name: string, ...args: unknown[]): void {
      getConnection().call(name, ...args);
    },
    callAsync(name: string, ...args: unknown[]): Promise<unknown> {
      return getConnection().callAsync(name, ...args);
    },
    apply(name: string, args: unknown[], options?: ApplyOptions, callback?: (error: MeteorError | undefined, result?: unknown) => void) {
      return getConnection().apply(name, args, options, callback);
    },
    applyAsync(name: string, args: unknown[], options?: ApplyOptions): Promise<unknown> {
      return getConnection().applyAsync(name, args, options);
    },
    status() {
      return getConnection().status();
    },
    reconnect(): void {
      getConnection().reconnect();
    },
    disconnect(): void {
      getConnection().disconnect();
    },
    userId(): string | null {
      return getConnection().userId();
    },
    startup,
    absoluteUrl,
    defer(callback: () => void): void {
      setTimeout(callback, 0);
    },
    setTimeout: (callback: () => void, ms: number) => globalThis.setTimeout(callback, ms),
    setInterval: (callback: () => void, ms: number) => globalThis.setInterval(callback, ms),
    clearTimeout: (handle: ReturnType<typeof setTimeout>) => globalThis.clearTimeout(handle),
    clearInterval: (handle: ReturnType<typeof setInterval>) => globalThis.clearInterval(handle),
  };
}

export type MeteorClient = ReturnType<typeof createMeteorClient>;

/**
 * Members other packages install on the client `Meteor` when imported (accounts-base adds
 * `user()`, `loggingIn()`, `logout()`…), declared by those packages through declaration merging.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface MeteorClientExtensions {}

export const Meteor = createMeteorClient(getDefaultConnection) as MeteorClient & MeteorClientExtensions;
export { MeteorError };
