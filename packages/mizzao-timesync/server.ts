// mizzao:timesync's server side: `GET /_timesync` (any method, prefix match as Meteor's
// `WebApp.handlers.use`) answers the server's `Date.now()` as a decimal string in text/plain,
// never cached, so clients can measure their clock offset. Left out: the CORS allowance for
// Cordova/desktop origins (we ship neither) and the `_timeSync` DDP method (clients here use HTTP).
import type { Express, RequestHandler } from 'express';

export const TIMESYNC_PATH = '/_timesync';

export function timesyncHandler(now: () => number = () => Date.now()): RequestHandler {
  return (_req, res) => {
    res.set({
      'Cache-Control': 'no-cache, no-store, must-revalidate',
      Pragma: 'no-cache',
      Expires: '0',
    });
    res.type('text/plain').send(String(now()));
  };
}

/** Mounts the route on the app (e.g. `WebApp.handlers`); `path` includes any ROOT_URL prefix. */
export function registerTimesyncRoute(app: Express, options: { path?: string; now?: () => number } = {}): void {
  app.use(options.path ?? TIMESYNC_PATH, timesyncHandler(options.now));
}
