// The answer for a request no route took, or whose route failed: plain text with the status
// (404, a client error such as 400 for a malformed address, else 500), never a stack trace, and
// with the headers the security middleware already set. It replaces Express's own final handler,
// which would swap the app's Content-Security-Policy for its own.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Log } from '../logging/server';
import { routeLabel } from './request-events';

const STATUS_TEXT: Readonly<Record<number, string>> = { 400: 'Bad request', 404: 'Not found', 500: 'Internal server error' };

function statusOf(error: unknown): number {
  const status = (error as { status?: unknown; statusCode?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/** `createServer((req, res) => handlers(req, res, finalAnswer(req, res)))`. */
export function finalAnswer(req: IncomingMessage, res: ServerResponse): (error?: unknown) => void {
  return (error?: unknown) => {
    const status = error ? statusOf(error) : 404;
    // The route's pattern, not the address: an address can hold a token (a reset link's).
    if (status >= 500) Log.error(`${req.method} ${routeLabel(req, status)} failed`, { err: error });
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const body = `${STATUS_TEXT[status] ?? (status < 500 ? 'Request refused' : 'Server error')}\n`;
    for (const name of ['Content-Encoding', 'Content-Language', 'Content-Range', 'Content-Disposition']) res.removeHeader(name);
    res.statusCode = status;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('Content-Length', Buffer.byteLength(body));
    res.setHeader('Cache-Control', 'no-store');
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
