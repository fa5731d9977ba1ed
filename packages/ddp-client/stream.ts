// Meteor's socket-stream-client: one WebSocket at a time, reconnecting after a drop with the
// retry schedule, and the reactive connection status behind `Meteor.status()`. `reconnect()`
// tries at once unless connected; `disconnect()` goes offline until `reconnect()`.
// Left out: SockJS fallbacks, proxies and custom headers (a raw WebSocket only).
import { Dependency } from '../tracker/index';
import { retryDelay } from './retry';
import type { ConnectionStatus, RetryOptions, WebSocketConstructor, WebSocketLike } from './types';

export interface StreamHandlers {
  /** A new socket is open: the connection sends `connect` and replays its state. */
  onOpen(): void;
  onMessage(text: string): void;
  /** The socket closed or failed (not called for an intentional `disconnect()`). */
  onClose(): void;
}

export interface StreamOptions extends RetryOptions {
  retry: boolean;
  connectTimeoutMs: number;
}

const OPEN = 1;

export class ClientStream {
  private socket: WebSocketLike | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private connectTimer: ReturnType<typeof setTimeout> | null = null;
  private current: ConnectionStatus = { status: 'connecting', connected: false, retryCount: 0 };
  private readonly statusDep = new Dependency();

  constructor(
    private readonly url: string,
    private readonly WebSocketImpl: WebSocketConstructor,
    private readonly options: StreamOptions,
    private readonly handlers: StreamHandlers,
  ) {
    this.launch();
  }

  status(): ConnectionStatus {
    this.statusDep.depend();
    return { ...this.current };
  }

  get isOpen(): boolean {
    return this.current.connected && this.socket !== null && this.socket.readyState === OPEN;
  }

  send(text: string): void {
    if (this.isOpen) this.socket!.send(text);
  }

  /** Tries to connect now. `force` drops a live connection first (used for version changes). */
  reconnect(options: { force?: boolean } = {}): void {
    if (this.current.connected && !options.force) return;
    if (this.current.status === 'connecting' && !options.force) return;
    const wasOpen = this.current.connected;
    this.cleanupSocket();
    this.clearRetryTimer();
    if (wasOpen) this.handlers.onClose();
    this.setStatus({ status: 'connecting', connected: false, retryCount: this.current.retryCount });
    this.launch();
  }

  /** Closes and stays closed: 'offline', or 'failed' with a reason when permanent. */
  disconnect(options: { permanent?: boolean; reason?: string } = {}): void {
    const wasOpen = this.current.connected;
    this.clearRetryTimer();
    this.cleanupSocket();
    if (wasOpen) this.handlers.onClose();
    const next: ConnectionStatus = { status: options.permanent ? 'failed' : 'offline', connected: false, retryCount: 0 };
    if (options.reason) next.reason = options.reason;
    this.setStatus(next);
  }

  /** Treats the connection as lost (heartbeat timeout): close it and retry on the schedule. */
  lostConnection(reason?: string): void {
    if (this.current.status === 'offline' || this.current.status === 'failed') return;
    const wasOpen = this.current.connected;
    this.cleanupSocket();
    if (wasOpen) this.handlers.onClose();
    this.retryLater(reason);
  }

  private launch(): void {
    let socket: WebSocketLike;
    try {
      socket = new this.WebSocketImpl(this.url);
    } catch (error) {
      this.retryLater(error instanceof Error ? error.message : String(error));
      return;
    }
    this.socket = socket;
    this.connectTimer = setTimeout(() => {
      if (this.socket === socket) this.lostConnection('Connection timed out');
    }, this.options.connectTimeoutMs);
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.clearConnectTimer();
      this.setStatus({ status: 'connected', connected: true, retryCount: 0 });
      this.handlers.onOpen();
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      const data = event.data;
      // ws hands text frames over as strings through onmessage; tolerate binary just in case.
      this.handlers.onMessage(typeof data === 'string' ? data : String(data));
    };
    socket.onclose = () => {
      if (this.socket === socket) this.lostConnection();
    };
    socket.onerror = () => {
      // A close event always follows an error; handle the drop there.
    };
  }

  private retryLater(reason?: string): void {
    if (!this.options.retry) {
      this.setStatus({ status: 'failed', connected: false, retryCount: this.current.retryCount, reason: reason ?? 'Connection lost' });
      return;
    }
    const delay = retryDelay(this.current.retryCount, this.options);
    const next: ConnectionStatus = {
      status: 'waiting',
      connected: false,
      retryCount: this.current.retryCount,
      retryTime: Date.now() + delay,
    };
    if (reason) next.reason = reason;
    this.setStatus(next);
    this.clearRetryTimer();
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.setStatus({ status: 'connecting', connected: false, retryCount: this.current.retryCount + 1 });
      this.launch();
    }, delay);
  }

  private cleanupSocket(): void {
    this.clearConnectTimer();
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = () => {}; // a late error on a socket we abandoned must not throw
    try {
      socket.close();
    } catch {
      // closing a socket that never opened can throw in some implementations; it is gone anyway
    }
  }

  private clearRetryTimer(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private clearConnectTimer(): void {
    if (this.connectTimer) clearTimeout(this.connectTimer);
    this.connectTimer = null;
  }

  private setStatus(next: ConnectionStatus): void {
    this.current = next;
    this.statusDep.changed();
  }
}
