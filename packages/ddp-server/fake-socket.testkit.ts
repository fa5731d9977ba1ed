// Test support (not runtime): an in-memory DdpSocket that records what the server sends, plus
// helpers to connect and wait for messages. No network involved.
import { vi } from 'vitest';
import type { DdpServer } from './ddp-server';
import type { DdpSocket, SocketRequestInfo } from './socket';

export type Frame = Record<string, unknown>;

export class FakeSocket implements DdpSocket {
  readonly sent: Frame[] = [];
  closed = false;
  closeCode: number | undefined;
  private readonly messageListeners: Array<(text: string) => void> = [];
  private readonly closeListeners: Array<() => void> = [];

  send(text: string): void {
    if (this.closed) throw new Error('send on a closed socket');
    this.sent.push(JSON.parse(text) as Frame);
  }

  close(code?: number): void {
    if (this.closed) return;
    this.closed = true;
    this.closeCode = code;
    for (const listener of this.closeListeners) listener();
  }

  on(event: 'message', listener: (text: string) => void): void;
  on(event: 'close', listener: () => void): void;
  on(event: 'message' | 'close', listener: ((text: string) => void) | (() => void)): void {
    if (event === 'message') this.messageListeners.push(listener as (text: string) => void);
    else this.closeListeners.push(listener as () => void);
  }

  /** Delivers one frame from the "client": an object is JSON-encoded, a string goes raw. */
  receive(message: Frame | string): void {
    const text = typeof message === 'string' ? message : JSON.stringify(message);
    for (const listener of this.messageListeners) listener(text);
  }

  /** Frames sent since index `from`, without the handshake noise. */
  since(from: number): Frame[] {
    return this.sent.slice(from);
  }

  last(): Frame | undefined {
    return this.sent[this.sent.length - 1];
  }
}

export const LOCAL_INFO: SocketRequestInfo = { remoteAddress: '127.0.0.1', headers: { host: 'localhost' } };

/** Opens a socket on `server` and completes a version-1 handshake. */
export function connect(server: DdpServer, info: SocketRequestInfo = LOCAL_INFO): FakeSocket {
  const socket = new FakeSocket();
  server.acceptSocket(socket, info);
  socket.receive({ msg: 'connect', version: '1', support: ['1', 'pre2', 'pre1'] });
  return socket;
}

/** Waits (bounded) until a frame matching `predicate` was sent; returns it. */
export async function waitForFrame(socket: FakeSocket, predicate: (frame: Frame) => boolean): Promise<Frame> {
  return vi.waitFor(
    () => {
      const frame = socket.sent.find(predicate);
      if (!frame) throw new Error('frame not sent yet');
      return frame;
    },
    { timeout: 2000, interval: 2 },
  );
}

export const isResult = (id: string) => (frame: Frame) => frame.msg === 'result' && frame.id === id;
export const isNosub = (id: string) => (frame: Frame) => frame.msg === 'nosub' && frame.id === id;
export const isReady = (id: string) => (frame: Frame) =>
  frame.msg === 'ready' && Array.isArray(frame.subs) && frame.subs.includes(id);

/** A promise the test resolves by hand, to hold a method or publication mid-flight. */
export function gate(): { promise: Promise<void>; open(): void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

/** Lets pending promise callbacks run. */
export async function flush(rounds = 10): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise<void>((resolve) => setImmediate(resolve));
}

/** The error frame's body a server sends for an unknown method or publication, exactly as Meteor's wire has it. */
export function notFoundError(what: 'Method' | 'Subscription', name: string) {
  const reason = `${what} '${name}' not found`;
  return { isClientSafe: true, error: 404, reason, message: `${reason} [404]`, errorType: 'Meteor.Error' };
}
