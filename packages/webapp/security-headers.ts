// Security headers on every HTTP answer (helmet), registered first so pages, assets, uploads,
// /_timesync, errors and 404s all carry them. Beyond Meteor (whose `browser-policy` package is
// opt-in). The policy:
// - script-src 'self' plus a nonce made per request (`res.locals.cspNonce`): the only inline
//   script the page has (`__meteor_runtime_config__`) carries it; JSON data blocks
//   (`<script type="application/json">`, JSON-LD) are never executed and need none.
// - style-src 'self' 'unsafe-inline': react-bootstrap and Popper position menus and tooltips with
//   `style` attributes, which server-rendered markup carries too; CSS cannot run script.
// - connect-src 'self' plus the WebSocket origin of ROOT_URL and of the address the page was
//   asked for (ws: for http, wss: for https), for DDP on /websocket.
// - img-src 'self' data: (photos are served by this app; the favicon is a data: URL).
// - frame-ancestors 'none', object-src 'none', base-uri 'self', form-action 'self'.
// - HSTS and upgrade-insecure-requests only when ROOT_URL is https (read per request: with
//   PORT=0 the server learns its ROOT_URL only once it listens).
// Plus nosniff, Referrer-Policy strict-origin-when-cross-origin, X-Frame-Options DENY and a
// Permissions-Policy that switches off powerful features the app never uses.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** A Host header as a CSP source may hold only these characters (no `;`, spaces or quotes). */
const HOST_PATTERN = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

function rootUrl(): URL | null {
  try {
    return process.env.ROOT_URL ? new URL(process.env.ROOT_URL) : null;
  } catch {
    return null;
  }
}

export function isHttpsRoot(): boolean {
  return rootUrl()?.protocol === 'https:';
}

/** ws(s):// origins DDP may connect to from a page this request loads. */
export function webSocketSources(req: IncomingMessage): string[] {
  const sources = new Set<string>();
  const root = rootUrl();
  if (root) sources.add(`${root.protocol === 'https:' ? 'wss' : 'ws'}://${root.host}`);
  const host = req.headers.host;
  if (host && HOST_PATTERN.test(host)) {
    const secure = root?.protocol === 'https:';
    sources.add(`${secure ? 'wss' : 'ws'}://${host}`);
  }
  return [...sources];
}

const nonceOf = (res: ServerResponse): string => (res as Response).locals.cspNonce as string;

const policy = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", (_req, res) => `'nonce-${nonceOf(res)}'`],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", (req) => webSocketSources(req).join(' ')],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  // Photos are public (an expert's entry may be shown on the company's site).
  crossOriginResourcePolicy: { policy: 'same-site' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  strictTransportSecurity: false,
  xFrameOptions: { action: 'deny' },
});

const hsts = helmet.strictTransportSecurity({ maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true });

function setNonce(_req: Request, res: Response, next: NextFunction): void {
  res.locals.cspNonce = randomBytes(16).toString('base64');
  next();
}

function httpsOnly(req: Request, res: Response, next: NextFunction): void {
  if (!isHttpsRoot()) {
    next();
    return;
  }
  const csp = res.getHeader('Content-Security-Policy');
  if (typeof csp === 'string') res.setHeader('Content-Security-Policy', `${csp};upgrade-insecure-requests`);
  hsts(req, res, next);
}

function permissionsPolicy(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  next();
}

/** The middleware chain; `WebApp.handlers.use(securityHeaders())` as the first handler. */
export function securityHeaders(): RequestHandler[] {
  return [setNonce, policy as (req: IncomingMessage, res: ServerResponse, next: NextFunction) => void, permissionsPolicy, httpsOnly];
}

/**
 * `Referrer-Policy: no-referrer` for pages whose address holds a secret (a reset or invitation
 * token): neither their own requests nor a link the user follows may carry the address away.
 * `handlers.use(['/engine/reset-password', ...], noReferrer)`.
 */
export function noReferrer(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Referrer-Policy', 'no-referrer');
  next();
}
