// Beyond Meteor: every HTTP request the web app answers gets a request id (sent back as
// `X-Request-Id`, and on every log line written while answering it), and once its response has
// ended, one event — the hook the server's logs and metrics both listen to. The event names the
// route by its pattern (`/photo/:photo`, `/engine/*splat`), never the address asked for: a raw
// path can hold a token (a reset link's) and would give metrics a label per visitor. WebSocket
// upgrades are DDP's and never pass here.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { addLogContext } from '../logging/server';

export interface RequestEvent {
  requestId: string;
  /** GET, HEAD, POST, PUT, PATCH, DELETE or OPTIONS; `other` for any other verb. */
  method: string;
  /** The route pattern, the mount path of a middleware that answered, else `unmatched` or `other`. */
  route: string;
  status: number;
  durationMs: number;
  /** False when the client went away before the response ended. */
  completed: boolean;
}

export type RequestListener = (event: RequestEvent) => void;

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** Labels for requests no route pattern names. */
export const UNMATCHED_ROUTE = 'unmatched';
export const OTHER_ROUTE = 'other';

const listeners: RequestListener[] = [];
const currentRequest = new AsyncLocalStorage<string>();

addLogContext(() => {
  const requestId = currentRequest.getStore();
  return requestId ? { requestId } : undefined;
});

/** Calls `listener` once each response has ended (or its client left); `stop()` removes it. */
export function onRequestFinished(listener: RequestListener): { stop(): void } {
  listeners.push(listener);
  return {
    stop: () => {
      const index = listeners.indexOf(listener);
      if (index >= 0) listeners.splice(index, 1);
    },
  };
}

/**
 * What Express left on the request once it was answered: the matched route's pattern
 * (`req.route`, under its router's `baseUrl`), else the mount path of the middleware that
 * answered (the client's assets, `/_timesync`); a request nothing answered is `unmatched`.
 */
export function routeLabel(req: IncomingMessage, status: number): string {
  const routed = req as IncomingMessage & { route?: { path?: unknown }; baseUrl?: unknown };
  const baseUrl = typeof routed.baseUrl === 'string' ? routed.baseUrl : '';
  const pattern = routed.route?.path;
  if (typeof pattern === 'string') return `${baseUrl}${pattern}`;
  if (Array.isArray(pattern)) return `${baseUrl}${pattern.map(String).join('|')}`;
  if (baseUrl) return baseUrl;
  return status === 404 ? UNMATCHED_ROUTE : OTHER_ROUTE;
}

/** Runs `answer` as request `req`: its id in the log context, its event once the response ends. */
export function trackRequest(req: IncomingMessage, res: ServerResponse, answer: () => void): void {
  const requestId = randomUUID();
  const startedAt = performance.now();
  res.setHeader('X-Request-Id', requestId);
  res.once('close', () => {
    if (listeners.length === 0) return;
    const event: RequestEvent = {
      requestId,
      method: KNOWN_METHODS.has(req.method ?? '') ? (req.method as string) : 'other',
      route: routeLabel(req, res.statusCode),
      status: res.statusCode,
      durationMs: performance.now() - startedAt,
      completed: res.writableFinished,
    };
    for (const listener of listeners) {
      try {
        listener(event);
      } catch {
        // A logging or metrics failure must not touch the response.
      }
    }
  });
  currentRequest.run(requestId, answer);
}
