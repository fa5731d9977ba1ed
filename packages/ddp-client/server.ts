// Node entry of `meteor/ddp-client` (server-to-server connections, tests, benchmarks): the
// isomorphic connection with the `ws` package as its WebSocket.
import WebSocket from 'ws';
import { provideMinimongo } from '../mongo/minimongo-engine';
import { minimongoEngine } from '../mongo/minimongo-engine-chunk';
import { makeDDP } from './index';
import type { WebSocketConstructor } from './types';

export * from './index';

// ws's event handler properties are typed with its own event classes; the shape is the same.
export const NodeWebSocket = WebSocket as unknown as WebSocketConstructor;
export const DDP = makeDDP(NodeWebSocket);

// Collections of a Node client query with the whole engine from the start (packages/mongo/minimongo-engine.ts).
provideMinimongo(minimongoEngine);
