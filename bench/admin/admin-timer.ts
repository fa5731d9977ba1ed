// A minimal DDP client over `ws` for the admin benchmark: logs in with the password digest (as a
// browser does), then times one subscription from `sub` to `ready`, counts its documents, and
// unsubscribes, waiting for `nosub` so no observer outlives its sample. Every wait is bounded.
import { createHash } from 'node:crypto';
import WebSocket from 'ws';

type Frame = { msg?: string; id?: string; subs?: string[]; error?: unknown; result?: unknown; collection?: string };

export class AdminTimer {
  private nextId = 0;
  private added = 0;
  private waiters = new Map<string, (frame: Frame) => void>();

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data) => this.handle(JSON.parse((data as Buffer).toString()) as Frame));
  }

  static async open(url: string, email: string, password: string, timeoutMs: number): Promise<AdminTimer> {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    const client = new AdminTimer(ws);
    const connected = client.wait('connected', timeoutMs);
    ws.on('open', () => ws.send(JSON.stringify({ msg: 'connect', version: '1', support: ['1'] })));
    await connected;
    const digest = createHash('sha256').update(password).digest('hex');
    await client.call('login', [{ user: { email }, password: { digest, algorithm: 'sha-256' } }], timeoutMs);
    return client;
  }

  private handle(frame: Frame): void {
    if (frame.msg === 'ping') this.ws.send(JSON.stringify({ msg: 'pong', ...(frame.id ? { id: frame.id } : {}) }));
    else if (frame.msg === 'connected') this.resolve('connected', frame);
    else if (frame.msg === 'added') this.added += 1;
    else if (frame.msg === 'result' && frame.id) this.resolve(`result:${frame.id}`, frame);
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

  async call(method: string, params: unknown[], timeoutMs: number): Promise<unknown> {
    const id = `m${++this.nextId}`;
    const result = this.wait(`result:${id}`, timeoutMs);
    this.ws.send(JSON.stringify({ msg: 'method', id, method, params }));
    const frame = await result;
    if (frame.error) throw new Error(`${method} failed: ${JSON.stringify(frame.error)}`);
    return frame.result;
  }

  /** Milliseconds from sending `sub` to `ready`, and the documents added before it. */
  async time(name: string, params: unknown[], timeoutMs: number): Promise<{ ms: number; docs: number }> {
    const id = `s${++this.nextId}`;
    this.added = 0;
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
