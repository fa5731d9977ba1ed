// A deliberately light DDP client over a raw `ws` socket: one JSON frame per message, no EJSON,
// no reconnect, no client collections. It is the load generator, so it must cost far less than
// the server it measures. In `echo` mode it talks to the bare JSON echo server and treats the
// echo of its own frame as the answer, so both servers are driven by exactly the same code.
import WebSocket from 'ws';

export type ServerKind = 'ddp' | 'echo';

type Frame = Record<string, unknown> & { msg?: unknown; id?: unknown };

interface PendingCall {
  resolve(): void;
  reject(error: Error): void;
  gotResult: boolean;
  gotUpdated: boolean;
}

interface PendingSub {
  resolve(): void;
  reject(error: Error): void;
}

export type AddedListener = (collection: unknown, fields: Record<string, unknown> | undefined) => void;
export type ChangedListener = (collection: unknown, fields: Record<string, unknown> | undefined) => void;

export class DdpSocket {
  /** Called for every `added` frame; the fan-out benchmark hooks in here. */
  onAdded: AddedListener | null = null;
  /** Called for every `changed` frame (a live count moving: the notifications benchmark). */
  onChanged: ChangedListener | null = null;
  protocolErrors = 0;
  private nextId = 0;
  private readonly calls = new Map<string, PendingCall>();
  private readonly subs = new Map<string, PendingSub>();
  private onConnected: (() => void) | null = null;

  private constructor(
    private readonly ws: WebSocket,
    private readonly kind: ServerKind,
  ) {}

  /** Opens the socket and completes the DDP handshake (or its echo) within timeoutMs. */
  static open(url: string, kind: ServerKind, timeoutMs: number): Promise<DdpSocket> {
    return new Promise((resolve, reject) => {
      // No permessage-deflate: the same uncompressed frames against both servers. A zero mask
      // (ws then skips masking) and no UTF-8 validation keep the harness cheaper than a server.
      const ws = new WebSocket(url, {
        perMessageDeflate: false,
        handshakeTimeout: timeoutMs,
        skipUTF8Validation: true,
        generateMask: () => undefined,
      });
      const socket = new DdpSocket(ws, kind);
      const timer = setTimeout(() => {
        ws.terminate();
        reject(new Error(`DDP handshake timed out after ${timeoutMs} ms`));
      }, timeoutMs);
      socket.onConnected = () => {
        clearTimeout(timer);
        socket.onConnected = null;
        resolve(socket);
      };
      ws.on('open', () => socket.send({ msg: 'connect', version: '1', support: ['1', 'pre2', 'pre1'] }));
      ws.on('message', (data) => socket.handle((data as Buffer).toString()));
      ws.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
        socket.failAll(error);
      });
      ws.on('close', () => {
        clearTimeout(timer);
        reject(new Error('socket closed during handshake'));
        socket.failAll(new Error('socket closed'));
      });
    });
  }

  /** Calls a method; resolves on `result` and `updated` (Meteor's "data visible" point). */
  call(method: string, params: unknown[]): Promise<void> {
    const id = String(++this.nextId);
    return new Promise((resolve, reject) => {
      this.calls.set(id, { resolve, reject, gotResult: false, gotUpdated: false });
      this.send({ msg: 'method', id, method, params });
    });
  }

  /** Subscribes; resolves on `ready`, rejects on `nosub`. */
  subscribe(name: string, params: unknown[]): Promise<void> {
    const id = `s${++this.nextId}`;
    return new Promise((resolve, reject) => {
      this.subs.set(id, { resolve, reject });
      this.send({ msg: 'sub', id, name, params });
    });
  }

  close(): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.ws.terminate();
        resolve();
      }, 2000);
      this.ws.once('close', () => {
        clearTimeout(timer);
        resolve();
      });
      this.ws.close();
    });
  }

  private send(frame: Frame): void {
    this.ws.send(JSON.stringify(frame));
  }

  private handle(text: string): void {
    const frame = JSON.parse(text) as Frame;
    switch (frame.msg) {
      case 'connected':
        this.onConnected?.();
        break;
      case 'ping':
        this.send(frame.id === undefined ? { msg: 'pong' } : { msg: 'pong', id: frame.id });
        break;
      case 'added':
        this.onAdded?.(frame.collection, frame.fields as Record<string, unknown> | undefined);
        break;
      case 'changed':
        this.onChanged?.(frame.collection, frame.fields as Record<string, unknown> | undefined);
        break;
      case 'result':
        this.settleCall(String(frame.id), 'result', frame.error);
        break;
      case 'updated':
        for (const id of (frame.methods as string[]) ?? []) this.settleCall(id, 'updated');
        break;
      case 'ready':
        for (const id of (frame.subs as string[]) ?? []) this.settleSub(id);
        break;
      case 'nosub':
        this.settleSub(String(frame.id), frame.error ?? 'nosub');
        break;
      case 'error':
        this.protocolErrors++;
        break;
      default:
        this.handleEcho(frame);
    }
  }

  /** The echo server sends our own frames back: they stand for connected/result/ready. */
  private handleEcho(frame: Frame): void {
    if (this.kind !== 'echo') return;
    if (frame.msg === 'connect') this.onConnected?.();
    else if (frame.msg === 'method') {
      this.settleCall(String(frame.id), 'result');
      this.settleCall(String(frame.id), 'updated');
    } else if (frame.msg === 'sub') this.settleSub(String(frame.id));
  }

  private settleCall(id: string, part: 'result' | 'updated', error?: unknown): void {
    const call = this.calls.get(id);
    if (!call) return;
    if (error !== undefined) {
      this.calls.delete(id);
      call.reject(new Error(`method error: ${JSON.stringify(error)}`));
      return;
    }
    if (part === 'result') call.gotResult = true;
    else call.gotUpdated = true;
    if (call.gotResult && call.gotUpdated) {
      this.calls.delete(id);
      call.resolve();
    }
  }

  private settleSub(id: string, error?: unknown): void {
    const sub = this.subs.get(id);
    if (!sub) return;
    this.subs.delete(id);
    if (error === undefined) sub.resolve();
    else sub.reject(new Error(`subscription failed: ${JSON.stringify(error)}`));
  }

  private failAll(error: Error): void {
    for (const call of this.calls.values()) call.reject(error);
    for (const sub of this.subs.values()) sub.reject(error);
    this.calls.clear();
    this.subs.clear();
  }
}
