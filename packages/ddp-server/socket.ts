// The transport seen by a DDP session: one DDP JSON message per text frame in each direction.
// The WebSocket transport (ws-transport.ts) adapts `ws`; unit tests use an in-memory object.
// Left out: SockJS framing (only the raw `/websocket` endpoint is served).
import type { IncomingHttpHeaders } from 'node:http';

export interface DdpSocket {
  send(text: string): void;
  close(code?: number, reason?: string): void;
  on(event: 'message', listener: (text: string) => void): void;
  on(event: 'close', listener: () => void): void;
}

/** What the HTTP upgrade request tells us about the peer. */
export interface SocketRequestInfo {
  remoteAddress: string | null;
  headers: IncomingHttpHeaders;
}
