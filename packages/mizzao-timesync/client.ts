// mizzao:timesync's client: `TimeSync.serverTime(clientTime?)`, `serverOffset()`,
// `roundTripTime()`, `isSynced()` and `resync()`. A sync GETs `/_timesync`; with t0/t3 the client
// times around the request and ts the server's answer, offset = round(ts − (t0 + t3) / 2) and
// round trip = t3 − t0. It syncs on `start()`, every 10 minutes after, and retries a failed sync
// after 1 s up to 5 times; only one request is ever in flight.
// Left out: Tracker reactivity (listeners via `onSync` instead; the app can wrap them), the DDP
// transport for Cordova, and the 1 s clock-jump detector.
export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

export interface TimeSyncOptions {
  fetch?: FetchLike;
  now?: () => number;
  syncUrl?: string;
  resyncIntervalMs?: number;
  retryDelayMs?: number;
  maxRetries?: number;
}

export interface SyncOutcome {
  synced: boolean;
  error?: unknown;
}

export const RESYNC_INTERVAL_MS = 10 * 60 * 1000;
export const RETRY_DELAY_MS = 1000;
export const MAX_RETRIES = 5;

export class TimeSyncClient {
  private readonly fetch: FetchLike;
  private readonly now: () => number;
  private syncUrl: string;
  private readonly resyncIntervalMs: number;
  private readonly retryDelayMs: number;
  private readonly maxRetries: number;
  private offset: number | undefined;
  private rtt: number | undefined;
  private synced = false;
  private stopped = false;
  private retries = 0;
  private inFlight: Promise<boolean> | null = null;
  private interval: ReturnType<typeof setInterval> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly listeners = new Set<(outcome: SyncOutcome) => void>();

  constructor(options: TimeSyncOptions = {}) {
    // Looked up at call time so a late polyfill (or a test's stub of the global) is honoured.
    this.fetch = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
    this.now = options.now ?? (() => Date.now());
    this.syncUrl = options.syncUrl ?? '/_timesync';
    this.resyncIntervalMs = options.resyncIntervalMs ?? RESYNC_INTERVAL_MS;
    this.retryDelayMs = options.retryDelayMs ?? RETRY_DELAY_MS;
    this.maxRetries = options.maxRetries ?? MAX_RETRIES;
  }

  /** Syncs now and every resync interval after; call again after a reconnect is harmless. */
  start(): void {
    this.stopped = false;
    if (!this.interval) this.interval = setInterval(() => void this.resync(), this.resyncIntervalMs);
    void this.resync();
  }

  stop(): void {
    this.stopped = true;
    if (this.interval) clearInterval(this.interval);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.interval = null;
    this.retryTimer = null;
  }

  setSyncUrl(url: string): void {
    this.syncUrl = url;
  }

  /** The server's time for a client time (default now), or undefined before the first sync. */
  serverTime(clientTime?: number): number | undefined {
    if (!this.synced || this.offset === undefined) return undefined;
    return (clientTime ?? this.now()) + this.offset;
  }

  serverOffset(): number | undefined {
    return this.offset;
  }

  roundTripTime(): number | undefined {
    return this.rtt;
  }

  isSynced(): boolean {
    return this.synced;
  }

  /** Calls the listener after every sync attempt; returns a function that removes it. */
  onSync(listener: (outcome: SyncOutcome) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** Starts a fresh sync (with a fresh retry budget) unless one is in flight; true on success. */
  resync(): Promise<boolean> {
    if (this.inFlight) return this.inFlight;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.retries = 0;
    return this.attempt();
  }

  private attempt(): Promise<boolean> {
    this.inFlight = this.syncOnce().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async syncOnce(): Promise<boolean> {
    const t0 = this.now();
    let serverNow: number;
    try {
      const response = await this.fetch(this.syncUrl, { method: 'GET', cache: 'no-cache' });
      if (!response.ok) throw new Error(`TimeSync: ${this.syncUrl} answered ${response.status}`);
      const body = (await response.text()).trim();
      serverNow = Number(body);
      if (!/^\d+$/.test(body) || !Number.isSafeInteger(serverNow)) throw new Error('TimeSync: the answer is not a time');
    } catch (error) {
      this.failed(error);
      return false;
    }
    const t3 = this.now();
    this.offset = Math.round((serverNow - t0 + (serverNow - t3)) / 2);
    this.rtt = t3 - t0;
    this.synced = true;
    this.retries = 0;
    this.emit({ synced: true });
    return true;
  }

  private failed(error: unknown): void {
    console.warn('Error syncing to server time:', error instanceof Error ? error.message : error);
    if (!this.stopped && this.retries < this.maxRetries) {
      this.retries += 1;
      this.retryTimer = setTimeout(() => {
        this.retryTimer = null;
        void this.attempt();
      }, this.retryDelayMs);
    }
    // A failed sync keeps the last good offset: it is still the best estimate we have.
    this.emit({ synced: this.synced, error });
  }

  private emit(outcome: SyncOutcome): void {
    for (const listener of [...this.listeners]) listener(outcome);
  }
}

export const TimeSync = new TimeSyncClient();

export { pageSyncUrl, startPageTimeSync, type PageTimeSync, type PageTimeSyncOptions } from './page-sync';
