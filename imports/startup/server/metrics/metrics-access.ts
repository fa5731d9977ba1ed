// Who may read /metrics: a client on this machine, or one bearing `Authorization: Bearer
// <METRICS_TOKEN>` when that is set. "On this machine" is the client address as everything else
// in the app resolves it (HTTP_FORWARDED_COUNT, connection-handle.ts), and every forwarding
// header must name this machine too: a reverse proxy on the same host connects from loopback,
// and a request it forwards for a remote client is not local even where HTTP_FORWARDED_COUNT was
// left unset.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { clientAddressOf } from 'meteor/ddp-server';

export function isLoopbackAddress(address: string | null | undefined): boolean {
  if (!address) return false;
  const bare = address.toLowerCase().replace(/^::ffff:/, '');
  return bare === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare);
}

/** The client addresses forwarding headers name (X-Forwarded-For, X-Real-IP, Forwarded's `for=`). */
export function forwardedAddresses(headers: IncomingMessage['headers']): string[] {
  const addresses: string[] = [];
  const list = (value: string | string[] | undefined): string[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
  for (const value of [...list(headers['x-forwarded-for']), ...list(headers['x-real-ip'])]) {
    addresses.push(...value.split(',').map((part) => part.trim()));
  }
  for (const value of list(headers.forwarded)) {
    for (const match of value.matchAll(/for=\s*"?\[?([^\]";,\s]+)/gi)) {
      const spelled = match[1] as string;
      // IPv4 with a port (`192.0.2.1:4711`); bracketed IPv6 lost its port with the bracket.
      addresses.push(/^[\d.]+:\d+$/.test(spelled) ? (spelled.split(':')[0] as string) : spelled);
    }
  }
  return addresses;
}

function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function bearsMetricsToken(req: IncomingMessage, env: NodeJS.ProcessEnv): boolean {
  const expected = env.METRICS_TOKEN;
  const header = req.headers.authorization;
  if (!expected || typeof header !== 'string') return false;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match !== null && sameSecret(match[1] as string, expected);
}

export function isLocalClient(req: IncomingMessage, env: NodeJS.ProcessEnv = process.env): boolean {
  const address = clientAddressOf({ remoteAddress: req.socket.remoteAddress ?? null, headers: req.headers }, env);
  return isLoopbackAddress(address) && forwardedAddresses(req.headers).every(isLoopbackAddress);
}

export function mayReadMetrics(req: IncomingMessage, env: NodeJS.ProcessEnv = process.env): boolean {
  return bearsMetricsToken(req, env) || isLocalClient(req, env);
}
