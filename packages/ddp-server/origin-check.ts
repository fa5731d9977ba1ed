// Which pages may open a DDP WebSocket (beyond Meteor, whose stream server takes any Origin).
// Browsers always send `Origin` on a WebSocket upgrade and a page cannot forge it, so a foreign
// site's script is refused before it can open a session and log in with a stolen resume token.
// Allowed:
// - no Origin at all: not a browser (server-to-server DDP, npm DDP clients);
// - ROOT_URL's origin;
// - during development, a loopback origin (localhost, 127.0.0.1, [::1]) equal to the address the
//   request was made to (its Host header). Only loopback names: a rebound DNS name
//   (attacker.example resolving to this server) would otherwise pass as "the same host";
// - the origins listed in the env ALLOWED_ORIGINS (comma-separated) or in METEOR_SETTINGS
//   `allowedOrigins` (an array), e.g. a second domain the app is served under.
// `Origin: null` (sandboxed frames, file: pages) is refused.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { loadSettings } from '../meteor/settings';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** `scheme://host[:port]` as browsers send it, or null for anything that is not one. */
function originOf(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

let settingsCache: { raw: string | undefined; origins: string[] } = { raw: undefined, origins: [] };

function settingsOrigins(): string[] {
  const raw = process.env.METEOR_SETTINGS;
  if (raw !== settingsCache.raw) {
    let listed: unknown;
    try {
      listed = loadSettings(raw).allowedOrigins ?? [];
    } catch {
      listed = [];
    }
    const origins = Array.isArray(listed) ? listed.filter((entry): entry is string => typeof entry === 'string') : [];
    settingsCache = { raw, origins };
  }
  return settingsCache.origins;
}

/** Every configured origin, normalised (a trailing slash or default port does not matter). */
export function allowedOrigins(): string[] {
  const fromEnv = (process.env.ALLOWED_ORIGINS ?? '').split(',').filter((entry) => entry.trim() !== '');
  const origins = [...fromEnv, ...settingsOrigins(), ...(process.env.ROOT_URL ? [process.env.ROOT_URL] : [])];
  return origins.map(originOf).filter((origin): origin is string => origin !== null);
}

export function isAllowedOrigin(request: IncomingMessage): boolean {
  const header = request.headers.origin;
  if (header === undefined) return true;
  const origin = originOf(header);
  if (!origin) return false;
  if (allowedOrigins().includes(origin)) return true;
  const url = new URL(origin);
  return LOOPBACK_NAMES.has(url.hostname) && url.host === request.headers.host?.toLowerCase();
}

/** Answers 403 (or `status`) on the raw socket (nothing was upgraded) and closes it. */
export function refuseUpgrade(socket: Duplex, status: 403 | 503 = 403): void {
  const [statusLine, body] =
    status === 503
      ? ['503 Service Unavailable', 'This server is shutting down; connect again.\n']
      : ['403 Forbidden', 'This page may not open a connection to this server.\n'];
  socket.end(
    `HTTP/1.1 ${statusLine}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\n\r\n${body}`,
  );
}
