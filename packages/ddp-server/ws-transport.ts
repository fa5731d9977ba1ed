// Meteor's raw WebSocket endpoint (`/websocket`, also `/websocket/` and with a query string):
// takes over matching HTTP `upgrade` requests with `ws` in noServer mode and leaves every other
// upgrade path to other listeners. One DDP message per text frame.
//
// Frame size policy (decided here): a frame larger than `maxMessageBytes` (default 1 MiB) is
// answered with `{"msg":"error","reason":"Message too big"}` and dropped; the session stays
// usable. To keep memory bounded, `ws` itself refuses frames above `maxFrameBytes` (default
// 4 × maxMessageBytes) while they arrive, closing the socket with 1009 (Message Too Big).
// permessage-deflate is off unless SERVER_WEBSOCKET_COMPRESSION holds a JSON config: Meteor
// enables it by default, but each compressed socket keeps zlib state (~100s of KB), which an
// idle-connection memory budget cannot afford. Browser upgrades from a foreign Origin get 403
// (origin-check.ts). Left out: SockJS, ROOT_URL_PATH_PREFIX.
import type { IncomingMessage, Server as HttpServer } from 'node:http';
import type { Duplex } from 'node:stream';
import { type PerMessageDeflateOptions, type RawData, WebSocket, WebSocketServer } from 'ws';
import { DEFAULT_MAX_BUFFERED_BYTES } from './connection-caps';
import { isAllowedOrigin, refuseUpgrade } from './origin-check';
import type { DdpSocket, SocketRequestInfo } from './socket';
import { Log } from '../logging/server';

export interface AttachOptions {
  /** Default `/websocket`; `<path>/` and any query string match too. */
  path?: string;
  /** Larger frames get a "Message too big" error. Default 1 MiB. */
  maxMessageBytes?: number;
  /** Larger frames close the socket with 1009. Default 4 × maxMessageBytes. */
  maxFrameBytes?: number;
  /** A client with more unsent bytes than this after a flush is dropped (it is not reading). Default 16 MiB. */
  maxBufferedBytes?: number;
}

export interface WebSocketAttachment {
  readonly path: string;
  /** Answers new upgrades 503 (a shutdown is under way); open sockets stay. */
  refuseNewSockets(): void;
  /** Stops taking upgrades and closes this endpoint's sockets. */
  close(): Promise<void>;
}

export const DEFAULT_MAX_MESSAGE_BYTES = 1024 * 1024;
export const MESSAGE_TOO_BIG = JSON.stringify({ msg: 'error', reason: 'Message too big' });

/** SERVER_WEBSOCKET_COMPRESSION: a JSON object enables permessage-deflate with those options. */
export function compressionFromEnv(value: string | undefined): false | PerMessageDeflateOptions {
  if (!value) return false;
  try {
    const parsed: unknown = JSON.parse(value);
    if (parsed === true) return {};
    return parsed && typeof parsed === 'object' ? (parsed as PerMessageDeflateOptions) : false;
  } catch {
    Log.warn('SERVER_WEBSOCKET_COMPRESSION is not valid JSON; compression stays off');
    return false;
  }
}

function matchesPath(url: string | undefined, path: string): boolean {
  const pathname = (url ?? '').split('?')[0];
  return pathname === path || pathname === `${path}/`;
}

function frameText(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.from(data);
}

/** Sockets corked in this tick, uncorked together by one microtask (a write reaching 1,000
 * subscribers corks 1,000 sockets; one flush costs far less than 1,000 queued microtasks). */
let corkedSockets: WsDdpSocket[] = [];

function uncorkAll(): void {
  const sockets = corkedSockets;
  corkedSockets = [];
  for (const socket of sockets) {
    // One failing socket must not leave the others corked for good.
    try {
      socket.uncork();
    } catch (error) {
      Log.error('Could not flush a DDP socket', { err: error });
    }
  }
}

/** One listener for every socket rather than a closure each. */
function ignoreError(): void {}

class WsDdpSocket implements DdpSocket {
  private corked = false;

  constructor(
    private readonly ws: WebSocket,
    /** The TCP socket under `ws`: corked while a tick's frames are queued. */
    private readonly raw: Duplex,
    private readonly maxMessageBytes: number,
    private readonly maxBufferedBytes: number,
  ) {
    // ws reports protocol violations (oversized frames, bad UTF-8) here and then closes the
    // socket itself; without a listener the error would crash the process.
    ws.on('error', ignoreError);
  }

  /**
   * One DDP message per text frame, but every frame sent in the same tick (a method's `updated`
   * and `result`, a batch of `added`s) leaves in one write: the socket stays corked until the
   * microtask queue drains, so they share one syscall instead of one each.
   */
  send(text: string): void {
    if (this.ws.readyState !== WebSocket.OPEN) return;
    if (!this.corked) {
      this.corked = true;
      this.raw.cork();
      if (corkedSockets.push(this) === 1) queueMicrotask(uncorkAll);
    }
    this.ws.send(text);
  }

  uncork(): void {
    this.corked = false;
    this.raw.uncork();
    // What the kernel did not take stays in memory until the client reads: a client that never
    // reads would grow it without bound, so past the limit it is dropped (it reconnects if alive).
    if (this.ws.bufferedAmount > this.maxBufferedBytes) this.ws.terminate();
  }

  close(code?: number, reason?: string): void {
    if (this.ws.readyState === WebSocket.OPEN || this.ws.readyState === WebSocket.CONNECTING) {
      this.ws.close(code ?? 1000, reason);
    }
  }

  on(event: 'message', listener: (text: string) => void): void;
  on(event: 'close', listener: () => void): void;
  on(event: 'message' | 'close', listener: ((text: string) => void) | (() => void)): void {
    if (event === 'close') {
      this.ws.on('close', listener as () => void);
      return;
    }
    this.ws.on('message', (data: RawData) => {
      const bytes = frameText(data);
      if (bytes.length > this.maxMessageBytes) {
        this.send(MESSAGE_TOO_BIG);
        return;
      }
      (listener as (text: string) => void)(bytes.toString('utf8'));
    });
  }
}

export function attachWebSocket(
  httpServer: HttpServer,
  accept: (socket: DdpSocket, info: SocketRequestInfo) => void,
  options: AttachOptions = {},
): WebSocketAttachment {
  const path = (options.path ?? '/websocket').replace(/\/+$/, '') || '/';
  const maxMessageBytes = options.maxMessageBytes ?? DEFAULT_MAX_MESSAGE_BYTES;
  const maxFrameBytes = Math.max(options.maxFrameBytes ?? maxMessageBytes * 4, maxMessageBytes);
  const maxBufferedBytes = options.maxBufferedBytes ?? DEFAULT_MAX_BUFFERED_BYTES;
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: maxFrameBytes,
    perMessageDeflate: compressionFromEnv(process.env.SERVER_WEBSOCKET_COMPRESSION),
  });

  let refusing = false;
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    if (!matchesPath(request.url, path)) {
      // Another listener (a dev server's HMR, say) may own this path; if none exists, refuse.
      if (httpServer.listenerCount('upgrade') === 1) socket.destroy();
      return;
    }
    // Shutting down: the client's reconnect schedule brings it to the next server.
    if (refusing) return refuseUpgrade(socket, 503);
    if (!isAllowedOrigin(request)) return refuseUpgrade(socket);
    wss.handleUpgrade(request, socket, head, (ws) => {
      const info: SocketRequestInfo = { remoteAddress: request.socket.remoteAddress ?? null, headers: request.headers };
      accept(new WsDdpSocket(ws, socket, maxMessageBytes, maxBufferedBytes), info);
    });
  };
  httpServer.on('upgrade', onUpgrade);

  return {
    path,
    refuseNewSockets: () => {
      refusing = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        httpServer.off('upgrade', onUpgrade);
        for (const client of wss.clients) client.terminate();
        wss.close(() => resolve());
      }),
  };
}
