// A minimal DDP client over `ws` for the subscription benchmarks (queries.lists, queries.admin,
// admin.tables): optionally logs in with a password (the SHA-256 digest, as browsers send it) and
// calls methods, then times one subscription from `sub` to `ready` (the moment a list can
// render), counting the documents it delivered and keeping the last list record (`listPages`:
// an admin page's carries its page count) so a bench can read the page count; unsubscribes and waits for `nosub` so no
// observer outlives its sample. Answers pings; every wait is bounded.
import { createHash } from 'node:crypto';
import WebSocket from 'ws';
import { percentile } from './stats';

type Frame = { msg?: string; id?: string; subs?: string[]; error?: unknown; collection?: string; fields?: Record<string, unknown>; result?: unknown };

export class SubTimer {
  private nextId = 0;
  private added = 0;
  /** The fields of the last list record (`listPages`) a subscription added. */
  lastPageRecord: Record<string, unknown> | null = null;
  /** The ids of the documents the last subscription added, by collection. */
  lastAddedIds = new Map<string, string[]>();
  private waiters = new Map<string, (frame: Frame) => void>();

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data) => this.handle(JSON.parse((data as Buffer).toString()) as Frame));
  }

  static open(url: string, timeoutMs: number): Promise<SubTimer> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, { perMessageDeflate: false });
      const timer = setTimeout(() => {
        ws.terminate();
        reject(new Error('DDP handshake timed out'));
      }, timeoutMs);
      const client = new SubTimer(ws);
      client.waiters.set('connected', () => {
        clearTimeout(timer);
        resolve(client);
      });
      ws.on('open', () => ws.send(JSON.stringify({ msg: 'connect', version: '1', support: ['1'] })));
      ws.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
  }

  private handle(frame: Frame): void {
    if (frame.msg === 'ping') this.ws.send(JSON.stringify({ msg: 'pong', ...(frame.id ? { id: frame.id } : {}) }));
    else if (frame.msg === 'connected') this.resolve('connected', frame);
    else if (frame.msg === 'added') {
      if (frame.collection === 'listPages') {
        this.lastPageRecord = frame.fields ?? null;
      } else {
        this.added += 1;
        if (frame.collection && frame.id) {
          const ids = this.lastAddedIds.get(frame.collection) ?? [];
          ids.push(frame.id);
          this.lastAddedIds.set(frame.collection, ids);
        }
      }
    } else if (frame.msg === 'result' && frame.id) this.resolve(`result:${frame.id}`, frame);
    else if (frame.msg === 'ready') for (const id of frame.subs ?? []) this.resolve(`ready:${id}`, frame);
    else if (frame.msg === 'nosub' && frame.id) {
      this.resolve(`ready:${frame.id}`, frame);
      this.resolve(`nosub:${frame.id}`, frame);
    }
  }

  private resolve(key: string, frame: Frame): void {
    this.waiters.get(key)?.(frame);
    this.waiters.delete(key);
  }

  private wait(key: string, timeoutMs: number): Promise<Frame> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(key);
        reject(new Error(`${key} timed out after ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiters.set(key, (frame) => {
        clearTimeout(timer);
        resolve(frame);
      });
    });
  }

  /** Calls a method and returns its result; a method error rejects. */
  async call(method: string, params: unknown[], timeoutMs: number): Promise<unknown> {
    const id = `m${++this.nextId}`;
    const result = this.wait(`result:${id}`, timeoutMs);
    this.ws.send(JSON.stringify({ msg: 'method', id, method, params }));
    const frame = await result;
    if (frame.error) throw new Error(`${method} failed: ${JSON.stringify(frame.error)}`);
    return frame.result;
  }

  /** Logs this connection in with a password, sent as its SHA-256 digest. */
  async login(email: string, password: string, timeoutMs: number): Promise<void> {
    const digest = createHash('sha256').update(password).digest('hex');
    await this.call('login', [{ user: { email }, password: { digest, algorithm: 'sha-256' } }], timeoutMs);
  }

  /** Milliseconds from sending `sub` to `ready`, and the documents added before it. */
  async time(name: string, params: unknown[], timeoutMs: number): Promise<{ ms: number; docs: number }> {
    const id = `s${++this.nextId}`;
    this.added = 0;
    this.lastAddedIds = new Map();
    const ready = this.wait(`ready:${id}`, timeoutMs);
    const started = performance.now();
    this.ws.send(JSON.stringify({ msg: 'sub', id, name, params }));
    const frame = await ready;
    const ms = performance.now() - started;
    if (frame.msg === 'nosub') throw new Error(`${name} refused: ${JSON.stringify(frame.error)}`);
    const docs = this.added;
    const gone = this.wait(`nosub:${id}`, timeoutMs);
    this.ws.send(JSON.stringify({ msg: 'unsub', id }));
    await gone;
    return { ms, docs };
  }

  close(): void {
    this.ws.terminate();
  }
}

/**
 * Times `samples` subscriptions to `name(params)` on one connection after 3 unmeasured ones (the
 * first pay for JIT and for building indexes): nearest-rank p50/p95 and the documents the last
 * one delivered.
 */
export async function sampleSubscription(timer: SubTimer, name: string, params: unknown[], samples: number, timeoutMs: number): Promise<{ p50: number; p95: number; docs: number }> {
  for (let i = 0; i < 3; i += 1) await timer.time(name, params, timeoutMs);
  const times: number[] = [];
  let docs = 0;
  for (let i = 0; i < samples; i += 1) {
    const result = await timer.time(name, params, timeoutMs);
    times.push(result.ms);
    docs = result.docs;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), docs };
}
