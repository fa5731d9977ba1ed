// Meteor's `ddp-client` package, isomorphic core: `new Connection(url, {WebSocket})` and
// `makeDDP(WebSocket)` which builds `DDP.connect(url, options?)` for one WebSocket implementation.
// The browser entry (client.ts) uses the global WebSocket; the Node entry (server.ts) injects
// `ws`, so browser bundles never contain it. Both carry the client's `_CurrentMethodInvocation`
// (the stub running now) and `randomStream(name)`.
import type { RandomGenerator } from '../ddp-common/random-stream';
import { Connection } from './connection';
import { CurrentMethodInvocation, randomStream } from './current-invocation';
import type { ConnectionOptions, WebSocketConstructor } from './types';

export { Connection };
export { toWebsocketUrl } from './urls';
export { retryDelay, RETRY_DEFAULTS } from './retry';
export type * from './types';
export type { StubHandler } from './method-stubs';

export interface DDPStatic {
  connect(url: string, options?: Partial<ConnectionOptions>): Connection;
  readonly _CurrentMethodInvocation: typeof CurrentMethodInvocation;
  randomStream(name: string): RandomGenerator;
}

export function makeDDP(WebSocketImpl: WebSocketConstructor): DDPStatic {
  return {
    connect(url, options = {}) {
      return new Connection(url, { ...options, WebSocket: options.WebSocket ?? WebSocketImpl });
    },
    _CurrentMethodInvocation: CurrentMethodInvocation,
    randomStream,
  };
}
