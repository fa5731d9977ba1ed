// Types for the parts of ddp.js 2.2 (an independent npm DDP client, shipped without types) that
// the third-party client test uses. It speaks plain JSON: EJSON values arrive in wire form.
declare module 'ddp.js' {
  export interface DdpJsOptions {
    endpoint: string;
    SocketConstructor: unknown;
    autoConnect?: boolean;
    autoReconnect?: boolean;
    reconnectInterval?: number;
  }

  export default class DDP {
    constructor(options: DdpJsOptions);
    status: 'connected' | 'disconnected';
    connect(): void;
    disconnect(): void;
    method(name: string, params: unknown[]): string;
    sub(name: string, params: unknown[]): string;
    unsub(id: string): string;
    on(event: string, listener: (message: Record<string, unknown> | undefined) => void): void;
  }
}
