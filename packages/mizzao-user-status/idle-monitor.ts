// mizzao:user-status's client idle monitor (`UserStatus.startMonitor`): the user is idle after
// `threshold` ms (default 60 000) without activity, checked every `interval` ms (default and
// minimum 1000). Activity is pointer, key, touch, wheel and scroll input, window focus, and the
// page becoming visible; with `idleOnBlur` a blur (or the page being hidden) makes the user idle
// at once and input is ignored until focus returns. Whenever the idle state changes, and once at
// start, the monitor calls `user-status-idle(lastActivity)` or `user-status-active(now)` (server
// time, via TimeSync) — only while logged in and connected; after a reconnect, where the server
// starts the connection as active, it re-sends only `idle`. Stopping while idle reports active.
// Starting requires a synced TimeSync and at most one monitor at a time, with Meteor's messages.
// Left out: Cordova's pause/resume events.
import { type Computation, ReactiveVar, Tracker } from '../tracker/index';

export const DEFAULT_THRESHOLD_MS = 60_000;
export const DEFAULT_INTERVAL_MS = 1000;

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

/** What the monitor needs of the DDP connection (reactive userId and status, as Meteor's). */
export interface MonitorConnection {
  userId(): string | null;
  status(): { connected: boolean };
  call(name: string, ...args: unknown[]): void;
}

export interface MonitorTimeSync {
  isSynced(): boolean;
  serverTime(clientTime?: number): number | undefined;
}

export interface IdleMonitorOptions {
  connection: MonitorConnection;
  timeSync: MonitorTimeSync;
  threshold?: number;
  interval?: number;
  idleOnBlur?: boolean;
  window?: Window;
  now?: () => number;
}

export interface IdleMonitor {
  /** Reactive: whether the user counts as idle now. */
  isIdle(): boolean;
  /** Reactive: client time (epoch ms) of the last activity. */
  lastActivity(): number;
  /** Counts as activity (Meteor's `pingMonitor`). */
  ping(): void;
  stop(): void;
}

let running: IdleMonitor | null = null;

export function isMonitoring(): boolean {
  return running !== null;
}

export function startIdleMonitor(options: IdleMonitorOptions): IdleMonitor {
  if (running) throw new Error('Idle monitor is already active. Stop it first.');
  if (!options.timeSync.isSynced()) throw new Error("Can't start idle monitor until synced to server");
  const { connection, timeSync } = options;
  const win = options.window ?? globalThis.window;
  const now = options.now ?? (() => Date.now());
  const threshold = options.threshold ?? DEFAULT_THRESHOLD_MS;
  const interval = Math.max(DEFAULT_INTERVAL_MS, options.interval ?? DEFAULT_INTERVAL_MS);
  const idle = new ReactiveVar(false);
  const last = new ReactiveVar(now());
  let blurred = false;

  const activity = () => {
    if (blurred) return;
    last.set(now());
    idle.set(false);
  };
  const goIdle = () => idle.set(true);
  const onFocus = () => {
    blurred = false;
    activity();
  };
  const onBlur = () => {
    if (!options.idleOnBlur) return;
    blurred = true;
    goIdle();
  };
  const onVisibility = () => {
    if (win.document.visibilityState === 'visible') onFocus();
    else onBlur();
  };

  const listen = { capture: true, passive: true } as const;
  for (const name of ACTIVITY_EVENTS) win.addEventListener(name, activity, listen);
  win.addEventListener('focus', onFocus);
  win.addEventListener('blur', onBlur);
  win.document.addEventListener('visibilitychange', onVisibility);
  const ticker = setInterval(() => {
    if (!idle.get() && now() - last.get() >= threshold) goIdle();
  }, interval);

  // What the server last heard from this monitor, on the current connection.
  let reported: { userId: string; idle: boolean } | null = null;
  let reconnected = false;
  let sawConnection = false;
  const send = (isIdle: boolean) => {
    const clientTime = isIdle ? last.get() : now();
    const timestamp = timeSync.serverTime(clientTime) ?? null;
    connection.call(isIdle ? 'user-status-idle' : 'user-status-active', timestamp);
  };
  const reporter: Computation = Tracker.autorun(() => {
    const connected = connection.status().connected;
    const userId = connection.userId();
    const isIdle = idle.get();
    if (!connected) {
      if (sawConnection) reconnected = true;
      return;
    }
    sawConnection = true;
    if (!userId) {
      reported = null;
      return;
    }
    if (reconnected) {
      // The re-login after a reconnect made this connection active on the server.
      reconnected = false;
      if (reported?.userId === userId) reported = { userId, idle: false };
    }
    if (reported?.userId === userId && reported.idle === isIdle) return;
    Tracker.nonreactive(() => send(isIdle));
    reported = { userId, idle: isIdle };
  });

  const monitor: IdleMonitor = {
    isIdle: () => idle.get(),
    lastActivity: () => last.get(),
    ping: activity,
    stop() {
      if (running !== monitor) return;
      running = null;
      reporter.stop();
      clearInterval(ticker);
      for (const name of ACTIVITY_EVENTS) win.removeEventListener(name, activity, listen);
      win.removeEventListener('focus', onFocus);
      win.removeEventListener('blur', onBlur);
      win.document.removeEventListener('visibilitychange', onVisibility);
      const { connected } = Tracker.nonreactive(() => connection.status());
      if (reported?.idle && connected) send(false);
    },
  };
  running = monitor;
  return monitor;
}
