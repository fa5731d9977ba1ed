// After an upload is refused while its body is still arriving (too large, not logged in), the
// rest of the body is read and thrown away instead of closing the socket under it. Closing a
// socket with unread data makes the kernel answer with a reset, and a client that sends its whole
// body before it reads (or reads late) then loses the 413 waiting in its buffer: "connection
// closed" instead of "The file is larger than 10 MB.".
// - A client that keeps the connection alive (HTTP/1.1's default) gets the answer at once; the
//   connection stays open while the rest drains and is reusable after.
// - A client that asked to close (`Connection: close`, HTTP/1.0) would see the socket closed
//   right after the answer, so it gets the answer once the body has drained.
// Draining is bounded: past DRAIN_MAX_BYTES or DRAIN_MAX_MS the connection is half-closed (our
// FIN, after the answer) and destroyed a moment later, so nobody can make the server read forever.
import type { IncomingMessage } from 'node:http';

/** Enough for any honest mistake (a 60 MB video picked as a CV). */
export const DRAIN_MAX_BYTES = 64 * 1024 * 1024;
export const DRAIN_MAX_MS = 30_000;
/** After our FIN, how long the client gets to read the answer before the socket goes. */
const LINGER_MS = 2_000;

/** Whether Node will keep the connection open after the answer (the client did not ask to close). */
export function keepsAlive(req: IncomingMessage): boolean {
  const connection = String(req.headers.connection ?? '').toLowerCase();
  if (/\bclose\b/.test(connection)) return false;
  return req.httpVersionMajor > 1 || (req.httpVersionMajor === 1 && (req.httpVersionMinor >= 1 || /\bkeep-alive\b/.test(connection)));
}

/** Starts draining; resolves once the body has ended or draining gave up. */
export function drainRefusedBody(req: IncomingMessage, limits: { maxBytes?: number; maxMs?: number } = {}): Promise<void> {
  const maxBytes = limits.maxBytes ?? DRAIN_MAX_BYTES;
  const maxMs = limits.maxMs ?? DRAIN_MAX_MS;
  if (req.complete || req.readableEnded || req.destroyed) return Promise.resolve();
  const socket = req.socket;
  return new Promise<void>((resolve) => {
    let drained = 0;
    const done = (): void => {
      clearTimeout(timer);
      req.off('data', onData);
      resolve();
    };
    const giveUp = (): void => {
      done();
      req.pause();
      // Let the answer (written now or right after) leave first, then close.
      setImmediate(() => {
        socket.end();
        setTimeout(() => socket.destroy(), LINGER_MS).unref();
      });
    };
    const onData = (chunk: Buffer): void => {
      drained += chunk.length;
      if (drained > maxBytes) giveUp();
    };
    const timer = setTimeout(giveUp, maxMs);
    timer.unref();
    req.on('data', onData);
    req.once('end', done);
    req.once('close', done);
    req.resume();
  });
}
