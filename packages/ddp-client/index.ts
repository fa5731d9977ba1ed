// Meteor's `ddp-client` package, isomorphic core: `new Connection(url, {WebSocket})` and
// `makeDDP(WebSocket)` which builds `DDP.connect(url, options?)` for one WebSocket implementation.
// The browser entry (client.ts) uses the global WebSocket; the Node entry (server.ts) injects
// `ws`, so browser bundles never contain it.
import { Connection } from './connection';
import type { ConnectionOptions, WebSocketConstructor } from './types';

export { Connection };
export { toWebsocketUrl } from './urls';
export { retryDelay, RETRY_DEFAULTS } from './retry';
export type * from './types';

export interface DDPStatic {
  connect(url: string, options?: Partial<ConnectionOptions>): Connection;
}

export function makeDDP(WebSocketImpl: WebSocketConstructor): DDPStatic {
  return {
    connect(url, options = {}) {
      return new Connection(url, { ...options, WebSocket: options.WebSocket ?? WebSocketImpl });
    },
  };
}
