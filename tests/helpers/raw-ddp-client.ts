// A raw-frame DDP client over `ws` for integration tests: it sends exactly the text a test writes
// and records every frame the server sends, so tests pin the wire format itself rather than what
// a client library makes of it. Every wait is bounded and fails with the frames seen so far.
import WebSocket from 'ws';

/** One server frame: `json` is the parsed object (undefined when the text is not JSON). */
export interface Frame {
  text: string;
  json: DdpFrame | undefined;
}

/** A server message as plain JSON (no EJSON decoding: tests assert the wire form). */
export type DdpFrame = Record<string, unknown> & { msg?: string };

export type FramePredicate = (frame: DdpFrame) => boolean;

export interface CloseInfo {
  code: number;
  reason: string;
}

interface Waiter {
  predicate: FramePredicate;
  resolve(frame: DdpFrame): void;
}

export const DEFAULT_WAIT_MS = 5_000;

export const CONNECT_FRAME = { msg: 'connect', version: '1', support: ['1', 'pre2', 'pre1'] } as const;

export class RawDdpClient {
  /** Every frame received, in arrival order (never consumed). */
  private readonly log: Frame[] = [];
  /** Frames not yet returned by nextMessage, in arrival order. */
  private readonly unread: DdpFrame[] = [];
  private readonly waiters: Waiter[] = [];
  private closeInfo: CloseInfo | undefined;
  private readonly closeWaiters: Array<(info: CloseInfo) => void> = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data, isBinary) => this.receive(isBinary ? `<binary ${String(data)}>` : String(data)));
    socket.on('close', (code, reason) => {
      this.closeInfo = { code, reason: reason.toString() };
      for (const resolve of this.closeWaiters.splice(0)) resolve(this.closeInfo);
    });
    // Errors after open surface as a close; keep them from becoming unhandled events.
    socket.on('error', () => {});
  }

  /** Opens a WebSocket to `url` (ws://host:port/websocket) without sending anything. */
  static connect(url: string, timeoutMs = DEFAULT_WAIT_MS): Promise<RawDdpClient> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url);
      const timer = setTimeout(() => {
        socket.terminate();
        reject(new Error(`WebSocket to ${url} did not open within ${timeoutMs} ms`));
      }, timeoutMs);
      socket.once('open', () => {
        clearTimeout(timer);
        resolve(new RawDdpClient(socket));
      });
      socket.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
  }

  /** Opens a socket and completes the DDP handshake; resolves with the session id. */
  static async connected(url: string): Promise<{ client: RawDdpClient; session: string }> {
    const client = await RawDdpClient.connect(url);
    const session = await client.handshake();
    return { client, session };
  }

  send(message: object): void {
    this.sendText(JSON.stringify(message));
  }

  sendText(text: string): void {
    this.socket.send(text);
  }

  /** Sends Meteor's standard `connect` and waits for `connected`; returns the session id. */
  async handshake(): Promise<string> {
    this.send(CONNECT_FRAME);
    const connected = await this.nextMessage((m) => m.msg === 'connected' || m.msg === 'failed');
    if (connected.msg !== 'connected') throw new Error(`handshake failed: ${JSON.stringify(connected)}`);
    return connected.session as string;
  }

  /**
   * Resolves with (and consumes) the first unread frame matching `predicate`, waiting up to
   * `timeoutMs`. Frames that do not match stay unread for later calls.
   */
  nextMessage(predicate: FramePredicate = () => true, timeoutMs = DEFAULT_WAIT_MS): Promise<DdpFrame> {
    const index = this.unread.findIndex(predicate);
    if (index !== -1) return Promise.resolve(this.unread.splice(index, 1)[0]!);
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        predicate,
        resolve: (frame) => {
          clearTimeout(timer);
          resolve(frame);
        },
      };
      const timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        reject(new Error(`no matching DDP frame within ${timeoutMs} ms (${predicate.toString()}).\n${this.describe()}`));
      }, timeoutMs);
      this.waiters.push(waiter);
    });
  }

  /** Shorthand: the next unread frame whose fields include all of `shape`'s (shallow equality). */
  next(shape: Record<string, unknown>, timeoutMs = DEFAULT_WAIT_MS): Promise<DdpFrame> {
    return this.nextMessage((m) => matchesShape(m, shape), timeoutMs);
  }

  /** Every frame received so far (parsed JSON; unparsable text appears as `{raw}`), in order. */
  collect(): DdpFrame[] {
    return this.log.map((frame) => frame.json ?? { raw: frame.text });
  }

  /** A position in the frame log, for `since`. */
  mark(): number {
    return this.log.length;
  }

  /** Frames (without server pings) received after `mark`. */
  since(mark: number): DdpFrame[] {
    return this.collect()
      .slice(mark)
      .filter((m) => m.msg !== 'ping');
  }

  /** Frames received so far that are not heartbeat pings from the server. */
  collectData(): DdpFrame[] {
    return this.collect().filter((m) => m.msg !== 'ping');
  }

  /**
   * Waits until this connection's queue has processed everything sent before: messages of one
   * session run in order, so the result of a method sent now comes after them. An unknown method
   * needs no registration and always answers.
   */
  async barrier(id = `barrier-${Math.random().toString(36).slice(2)}`): Promise<void> {
    this.send({ msg: 'method', id, method: '__test_barrier__', params: [] });
    await this.next({ msg: 'result', id });
    await this.nextMessage((m) => m.msg === 'updated' && Array.isArray(m.methods) && m.methods.includes(id));
  }

  /** Sends a ping with a fresh id and waits for the matching pong (the server is alive). */
  async ping(): Promise<void> {
    const id = `ping-${Math.random().toString(36).slice(2)}`;
    this.send({ msg: 'ping', id });
    await this.next({ msg: 'pong', id });
  }

  get isOpen(): boolean {
    return this.socket.readyState === WebSocket.OPEN;
  }

  /** Resolves when the server closes the socket; fails after `timeoutMs`. */
  waitForClose(timeoutMs = DEFAULT_WAIT_MS): Promise<CloseInfo> {
    if (this.closeInfo) return Promise.resolve(this.closeInfo);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`socket still open after ${timeoutMs} ms.\n${this.describe()}`)),
        timeoutMs,
      );
      this.closeWaiters.push((info) => {
        clearTimeout(timer);
        resolve(info);
      });
    });
  }

  /** Closes the socket and waits for the close to complete (idempotent). */
  async close(): Promise<void> {
    if (this.closeInfo) return;
    const closed = this.waitForClose(DEFAULT_WAIT_MS).catch(() => this.socket.terminate());
    this.socket.close();
    await closed;
  }

  /** The frames seen so far, for failure messages. */
  describe(): string {
    const lines = this.log.map((frame, i) => `  ${i}: ${truncate(frame.text)}`);
    const state = this.closeInfo ? `closed (${this.closeInfo.code} ${this.closeInfo.reason})` : 'open';
    return `frames received (${this.log.length}, socket ${state}):\n${lines.join('\n') || '  (none)'}`;
  }

  private receive(text: string): void {
    let json: DdpFrame | undefined;
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) json = parsed as DdpFrame;
    } catch {
      json = undefined;
    }
    this.log.push({ text, json });
    const frame = json ?? { raw: text };
    const waiterIndex = this.waiters.findIndex((w) => w.predicate(frame));
    if (waiterIndex === -1) {
      this.unread.push(frame);
      return;
    }
    const [waiter] = this.waiters.splice(waiterIndex, 1);
    waiter!.resolve(frame);
  }
}

export function matchesShape(frame: DdpFrame, shape: Record<string, unknown>): boolean {
  return Object.entries(shape).every(([key, value]) => frame[key] === value);
}

function truncate(text: string): string {
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text;
}
