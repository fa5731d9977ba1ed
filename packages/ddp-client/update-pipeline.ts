// How data messages reach the stores, in Meteor's order. Normally `added/changed/removed` are
// buffered for `interval` ms of quiet (at most `maxAge` ms) and applied as one batch; anything that
// depends on them (`ready`, `updated`, `nosub`, `result`) first flushes the buffer. After a
// reconnect the pipeline holds everything back until the subscriptions that were ready become
// ready again and the `onReconnect` methods' data is in, then replaces every store's contents in
// one batch (Meteor's quiescence), so the UI never sees collections empty out and refill.
import type { StoreRegistry } from './store-registry';
import type { DataMessage } from './types';

type Queued = { data: DataMessage } | { after: () => void };

export class UpdatePipeline {
  private buffered: DataMessage[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private firstBufferedAt = 0;
  private resetting = false;
  private readonly waitingSubs = new Set<string>();
  private readonly waitingMethods = new Set<string>();
  private queue: Queued[] = [];

  constructor(
    private readonly stores: StoreRegistry,
    private readonly interval: number,
    private readonly maxAge: number,
  ) {}

  get isResetting(): boolean {
    return this.resetting;
  }

  data(message: DataMessage): void {
    if (this.resetting) {
      this.queue.push({ data: message });
      return;
    }
    if (this.interval <= 0) {
      this.stores.apply([message], false);
      return;
    }
    if (this.buffered.length === 0) this.firstBufferedAt = Date.now();
    this.buffered.push(message);
    if (this.timer) clearTimeout(this.timer);
    const waited = Date.now() - this.firstBufferedAt;
    this.timer = setTimeout(() => this.flush(), waited >= this.maxAge ? 0 : this.interval);
  }

  /** Runs `fn` once the data received before it is in the stores. */
  after(fn: () => void): void {
    if (this.resetting) {
      this.queue.push({ after: fn });
      return;
    }
    this.flush();
    fn();
  }

  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.buffered.length === 0) return;
    const batch = this.buffered;
    this.buffered = [];
    this.stores.apply(batch, false);
  }

  /** Starts holding data back until `subIds` are ready and `methodIds` are updated. */
  beginReset(subIds: Iterable<string>, methodIds: Iterable<string>, pending: Array<() => void>): void {
    this.flush();
    this.resetting = true;
    this.queue = pending.map((fn) => ({ after: fn }));
    this.waitingSubs.clear();
    this.waitingMethods.clear();
    for (const id of subIds) this.waitingSubs.add(id);
    for (const id of methodIds) this.waitingMethods.add(id);
    this.maybeFinishReset();
  }

  /** The connection dropped again mid-reset: forget what the dead connection sent. */
  abortReset(): void {
    this.flush();
    this.resetting = false;
    this.queue = [];
  }

  subReady(id: string): void {
    if (this.waitingSubs.delete(id)) this.maybeFinishReset();
  }

  methodUpdated(id: string): void {
    if (this.waitingMethods.delete(id)) this.maybeFinishReset();
  }

  private maybeFinishReset(): void {
    if (!this.resetting || this.waitingSubs.size > 0 || this.waitingMethods.size > 0) return;
    this.resetting = false;
    const queued = this.queue;
    this.queue = [];
    const data: DataMessage[] = [];
    for (const item of queued) if ('data' in item) data.push(item.data);
    this.stores.apply(data, true);
    for (const item of queued) if ('after' in item) item.after();
  }
}
