// Types for the parts of simpleddp 2.2 (an independent npm DDP client, shipped without types)
// that the third-party client test uses. Documents it stores carry the DDP id as `id`.
declare module 'simpleddp' {
  export interface SimpleDdpOptions {
    endpoint: string;
    SocketConstructor: unknown;
    reconnectInterval?: number;
    autoReconnect?: boolean;
    autoConnect?: boolean;
    maxTimeout?: number;
  }

  export interface SimpleDdpSubscription {
    ready(): Promise<void>;
    stop(): Promise<void>;
    isReady(): boolean;
  }

  export interface SimpleDdpCollection<T> {
    fetch(): T[];
  }

  export default class SimpleDDP {
    constructor(options: SimpleDdpOptions);
    connected: boolean;
    connect(): Promise<void>;
    disconnect(): Promise<void>;
    call(method: string, ...args: unknown[]): Promise<unknown>;
    subscribe(name: string, ...args: unknown[]): SimpleDdpSubscription;
    collection<T = Record<string, unknown>>(name: string): SimpleDdpCollection<T>;
    on(event: string, listener: (message: Record<string, unknown>) => void): { stop(): void };
  }
}
