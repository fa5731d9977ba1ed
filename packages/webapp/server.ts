// Meteor's `webapp`: one HTTP server for the whole app, with `WebApp.handlers` (Express, as in
// Meteor 3) for routes, the built client served under its base path with
// `__meteor_runtime_config__` injected into the page, and the `upgrade` event left to the DDP
// stream server. Left out: SockJS fallbacks, the boilerplate generator's multiple architectures
// (one modern web bundle here) and Cordova.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Express } from 'express';
import { serveClientBundle, type ClientBundleOptions, type ServedClientBundle } from './client-bundle';
import { finalAnswer } from './final-answer';
import { securityHeaders } from './security-headers';
import { compressDynamicAnswers } from './compression';
import { trackRequest } from './request-events';

export interface WebAppInstance {
  handlers: Express;
  httpServer: Server;
  /** Listens on host:port (port 0 picks a free port) and resolves with the bound address. */
  listen(port: number, host: string): Promise<AddressInfo>;
  /**
   * Takes no new connection and ends idle keep-alive ones; requests being answered go on.
   * Resolves once every connection ended (WebSockets included).
   */
  stopListening(): Promise<void>;
  /** Ends every connection at once and stops listening. */
  close(): Promise<void>;
}

export function createWebApp(): WebAppInstance {
  const handlers = express();
  handlers.disable('x-powered-by');
  handlers.use(securityHeaders());
  // Pages, JSON and XML leave compressed when the browser accepts it (assets have their copies).
  handlers.use(compressDynamicAnswers());
  const httpServer = createServer((req, res) =>
    trackRequest(req, res, () => handlers(req as express.Request, res as express.Response, finalAnswer(req, res))),
  );
  let closed: Promise<void> | null = null;
  const stopListening = (): Promise<void> => {
    closed ??= new Promise((resolve) => httpServer.close(() => resolve()));
    return closed;
  };
  return {
    handlers,
    httpServer,
    listen(port, host) {
      return new Promise((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(port, host, () => {
          httpServer.off('error', reject);
          resolve(httpServer.address() as AddressInfo);
        });
      });
    },
    stopListening,
    close() {
      const stopped = stopListening();
      httpServer.closeAllConnections();
      return stopped;
    },
  };
}

export { serveClientBundle, type ClientBundleOptions, type ServedClientBundle };
export { noReferrer } from './security-headers';
export { registerPageRenderer, type PageRenderer } from './page-renderer';
export { addHtmlAttributeHook, type HtmlAttributeHook } from './html-attributes';
export { onRequestFinished, routeLabel, type RequestEvent, type RequestListener } from './request-events';
