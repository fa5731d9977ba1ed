// Test helper (not runtime code): a scripted DDP server peer on a real `ws` WebSocketServer at
// 127.0.0.1:0. It records every frame the client sends, answers `connect` with `connected` unless
// told otherwise, and lets a test send any frame or drop the socket. Used by the connection tests.
import { type AddressInfo } from 'node:net';
import { type WebSocket, WebSocketServer } from 'ws';

export type Frame = Record<string, unknown> & { msg?: string };

interface Waiter {
  predicate: (frame: Frame, socketIndex: number) => boolean;
  resolve: (frame: Frame) => void;
}

export class ScriptedPeer {
  /** Every frame received, with the index of the socket (connection attempt) it came on. */
  readonly received: Array<{ socket: number; frame: Frame }> = [];
  readonly sockets: WebSocket[] = [];
  /** Replaces the automatic `connected` answer (return true to mean "handled"). */
  onConnect: ((frame: Frame, socket: WebSocket) => boolean) | null = null;
  private readonly waiters: Waiter[] = [];

  private constructor(private readonly server: WebSocketServer) {
    server.on('connection', (socket) => {
      const index = this.sockets.push(socket) - 1;
      socket.on('message', (data) => {
        const frame = JSON.parse(String(data)) as Frame;
        this.received.push({ socket: index, frame });
        if (frame.msg === 'connect' && !this.onConnect?.(frame, socket)) {
          socket.send(JSON.stringify({ msg: 'connected', session: `session-${index}` }));
        }
        for (const waiter of [...this.waiters]) {
          if (waiter.predicate(frame, index)) {
            this.waiters.splice(this.waiters.indexOf(waiter), 1);
            waiter.resolve(frame);
          }
        }
      });
    });
  }

  static async start(): Promise<ScriptedPeer> {
    const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    return new ScriptedPeer(server);
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  get latest(): WebSocket {
    const socket = this.sockets[this.sockets.length - 1];
    if (!socket) throw new Error('no client connected yet');
    return socket;
  }

  /** Resolves with the first frame (already received or future) matching the predicate. */
  waitFor(predicate: (frame: Frame, socketIndex: number) => boolean, label = 'frame'): Promise<Frame> {
    const seen = this.received.find((r) => predicate(r.frame, r.socket));
    if (seen) return Promise.resolve(seen.frame);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out waiting for ${label}; got ${JSON.stringify(this.received)}`)), 5000);
      this.waiters.push({
        predicate,
        resolve: (frame) => {
          clearTimeout(timer);
          resolve(frame);
        },
      });
    });
  }

  framesOn(socketIndex: number): Frame[] {
    return this.received.filter((r) => r.socket === socketIndex).map((r) => r.frame);
  }

  send(frame: Frame, socket: WebSocket = this.latest): void {
    socket.send(JSON.stringify(frame));
  }

  /** Drops the latest connection abruptly, as a crashed server or a lost network would. */
  drop(): void {
    this.latest.terminate();
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.terminate();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
