// `meteor/meteor` on the server: the Meteor facade over this process's DDP server —
// `Meteor.methods`, `publish`, `callAsync`/`applyAsync`, `userId()` (from the current method or
// publication), `Error`, `settings` (METEOR_SETTINGS), `startup` (run by the app's explicit
// `runStartupCallbacks()`), `absoluteUrl` (ROOT_URL), `onConnection`, `server`, `defer`, and the
// environment flags. Left out: the fiber-era sync `Meteor.call`, `Meteor.user*` (accounts-base
// adds them), `bindEnvironment` (AsyncLocalStorage already follows async work).
import { DDP } from '../ddp-server/ddp-namespace';
import { currentMethodInvocation, currentPublicationInvocation } from '../ddp-server/current-invocation';
import type { ConnectionHandle } from '../ddp-server/current-invocation';
import { ddpServer } from '../ddp-server/index';
import type { MethodHandler, PublishHandler } from '../ddp-server/publication-types';
import { MeteorError } from './errors';
import { type MeteorSettings, loadSettings } from './settings';
import { Log } from '../logging/server';

export { DDP };
export type { MeteorSettings };

export interface AbsoluteUrlOptions {
  secure?: boolean;
  replaceLocalhost?: boolean;
  rootUrl?: string;
}

const startupCallbacks: Array<() => unknown> = [];
let startedUp = false;

function logDeferredError(error: unknown): void {
  Log.error('Exception in deferred callback', { err: error });
}

function defer(fn: () => unknown): void {
  setImmediate(() => {
    try {
      const result = fn();
      if (result instanceof Promise) result.catch(logDeferredError);
    } catch (error) {
      logDeferredError(error);
    }
  });
}

function defaultRootUrl(): string {
  return process.env.ROOT_URL || `http://localhost:${process.env.PORT || '3000'}/`;
}

function absoluteUrl(path?: string | AbsoluteUrlOptions, options: AbsoluteUrlOptions = {}): string {
  if (typeof path === 'object') {
    options = path;
    path = undefined;
  }
  let url = options.rootUrl ?? defaultRootUrl();
  if (!/^https?:\/\//i.test(url)) url = `http://${url}`;
  if (!url.endsWith('/')) url += '/';
  if (path) url += path.replace(/^\/+/, '');
  const local = /^http:\/\/(localhost|127\.0\.0\.1)[:/]/.test(url);
  if (options.secure && url.startsWith('http:') && !local) url = url.replace(/^http:/, 'https:');
  if (options.replaceLocalhost) url = url.replace(/^http:\/\/localhost([:/].*)/, 'http://127.0.0.1$1');
  return url;
}

function publish(name: string | null, handler: PublishHandler): void;
function publish(map: Record<string, PublishHandler>): void;
function publish(nameOrMap: string | null | Record<string, PublishHandler>, handler?: PublishHandler): void {
  if (nameOrMap !== null && typeof nameOrMap === 'object') ddpServer.publish(nameOrMap);
  else ddpServer.publish(nameOrMap, handler as PublishHandler);
}

const isProduction = process.env.NODE_ENV === 'production';

/**
 * Members other packages install on `Meteor` when imported (accounts-base adds `users` and
 * `userAsync`), declared by those packages through declaration merging.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface MeteorServerExtensions {}

const meteorCore = {
  isServer: true as const,
  isClient: false as const,
  isCordova: false as const,
  isTest: false,
  isDevelopment: !isProduction,
  isProduction,
  Error: MeteorError,
  settings: loadSettings(process.env.METEOR_SETTINGS),
  server: ddpServer,

  methods(map: Record<string, MethodHandler>): void {
    ddpServer.methods(map);
  },
  publish,
  callAsync(name: string, ...args: unknown[]): Promise<unknown> {
    return ddpServer.applyAsync(name, args);
  },
  applyAsync(name: string, args: readonly unknown[] = []): Promise<unknown> {
    return ddpServer.applyAsync(name, args);
  },

  /** The acting user in a method or publication; throws anywhere else. */
  userId(): string | null {
    const invocation = currentMethodInvocation.getStore() ?? currentPublicationInvocation.getStore();
    if (!invocation) throw new Error('Meteor.userId can only be invoked in method calls or publications.');
    return invocation.userId;
  },

  onConnection(callback: (connection: ConnectionHandle) => void): { stop(): void } {
    return ddpServer.onConnection(callback);
  },

  /** Runs `fn` now if startup already happened, else when `runStartupCallbacks()` runs. */
  startup(fn: () => unknown): void {
    if (startedUp) defer(fn);
    else startupCallbacks.push(fn);
  },

  absoluteUrl,
  defer,
  setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
  setInterval: (fn: () => void, ms: number) => setInterval(fn, ms),
  clearTimeout: (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle),
  clearInterval: (handle: ReturnType<typeof setInterval>) => clearInterval(handle),
};

export const Meteor = meteorCore as typeof meteorCore & MeteorServerExtensions;

/** Runs the `Meteor.startup` callbacks in registration order, awaiting each (server/main.ts). */
export async function runStartupCallbacks(): Promise<void> {
  // Bounded: each pass empties the list; callbacks registered meanwhile join the same loop.
  while (startupCallbacks.length > 0) {
    const fn = startupCallbacks.shift()!;
    await fn();
  }
  startedUp = true;
}

export default Meteor;
