// Browser entry of `meteor/ddp-client`: the isomorphic connection over the page's WebSocket.
import { makeDDP } from './index';
import type { WebSocketConstructor } from './types';

export * from './index';

// The DOM WebSocket's handler properties take DOM event types; the shape is the same.
export const DDP = makeDDP(globalThis.WebSocket as unknown as WebSocketConstructor);
