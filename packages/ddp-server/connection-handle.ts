// The public connection object of a DDP session (`this.connection`, `Meteor.onConnection`):
// `id`, `clientAddress` (honouring HTTP_FORWARDED_COUNT behind proxies), `httpHeaders` limited to
// the headers SockJS whitelists (cookies never reach app code), `close()` and `onClose(cb)`.
// Left out: nothing.
import type { IncomingHttpHeaders } from 'node:http';
import type { SocketRequestInfo } from './socket';

const WHITELISTED_HEADERS = [
  'referer',
  'x-client-ip',
  'x-forwarded-for',
  'x-cluster-client-ip',
  'via',
  'x-real-ip',
  'x-forwarded-proto',
  'x-ssl',
  'host',
  'user-agent',
  'accept-language',
] as const;

export function whitelistHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of WHITELISTED_HEADERS) {
    const value = headers[name];
    if (typeof value === 'string') out[name] = value;
    else if (Array.isArray(value)) out[name] = value.join(', ');
  }
  return out;
}

/**
 * The socket's remote address, or with HTTP_FORWARDED_COUNT = n > 0 the n-th address from the end
 * of X-Forwarded-For (each trusted proxy appends one). Where the header cannot say (missing, or
 * fewer hops than configured) Meteor answers null; this answers the socket's address instead, so
 * a request that bypassed the proxies is still recorded and still counted by per-address limits.
 */
export function clientAddressOf(info: SocketRequestInfo, env: NodeJS.ProcessEnv = process.env): string | null {
  const count = Number.parseInt(env.HTTP_FORWARDED_COUNT ?? '0', 10) || 0;
  if (count <= 0) return info.remoteAddress;
  const header = info.headers['x-forwarded-for'];
  const addresses = typeof header === 'string' ? header.trim().split(/\s*,\s*/) : [];
  return (count <= addresses.length ? addresses[addresses.length - count] : undefined) || info.remoteAddress;
}
