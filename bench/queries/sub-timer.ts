// A minimal DDP client over `ws` that times one subscription from `sub` to `ready` (the moment a
// list can render), counts the documents it delivered, then unsubscribes and waits for `nosub`
// so no observer outlives its sample. Answers pings; every wait is bounded.
import WebSocket from 'ws';

type Frame = { msg?: string; id?: string; subs?: string[]; error?: unknown };

export class SubTimer {
  private nextId = 0;
  private added = 0;
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
      const timerClient = new SubTimer(ws);
      timerClient.waiters.set('connected', () => {
        clearTimeout(timer);
        resolve(timerClient);
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
    else if (frame.msg === 'added') this.added += 1;
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
