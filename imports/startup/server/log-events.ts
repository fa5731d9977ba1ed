// The server's log lines about DDP sessions, method calls and HTTP requests, written from the
// runtime's hooks (the events the metrics count too). A method call: its name, session, duration
// and outcome — debug when it succeeded, info when the client got an error (refused, invalid,
// limited), warn for an internal error (its exception was logged with the stack). A request: its
// id, method, route pattern, status and duration — debug, warn for a 5xx but 503. Never arguments, bodies,
// headers or addresses: nothing a password, a token or a message could be in.
import { Log } from 'meteor/logging';
import { Meteor } from 'meteor/meteor';
import { onMethodFinished } from 'meteor/ddp-server';
import { onRequestFinished } from 'meteor/webapp';

/** Milliseconds to a hundredth: enough for a reader, shorter lines. */
const roundMs = (ms: number): number => Math.round(ms * 100) / 100;

function isInternalError(code: string | number): boolean {
  return (typeof code === 'number' && code >= 500) || code === 'internal-server-error';
}

let installed = false;

/** Starts writing the lines (once per process: the hooks are process-wide). */
export function installLogEvents(): void {
  if (installed) return;
  installed = true;
  Meteor.onConnection((connection) => {
    const openedAt = performance.now();
    Log.debug('DDP session opened', { sessionId: connection.id });
    connection.onClose(() => Log.debug('DDP session closed', { sessionId: connection.id, durationMs: roundMs(performance.now() - openedAt) }));
  });
  onMethodFinished((event) => {
    const level = event.error === null ? 'debug' : isInternalError(event.error) ? 'warn' : 'info';
    if (!Log.isEnabled(level)) return;
    const method = event.method ?? 'unknown';
    const outcome = event.error === null ? { outcome: 'ok' } : { outcome: 'error', error: event.error };
    Log[level](`method ${method}`, { sessionId: event.sessionId, method, durationMs: roundMs(event.durationMs), ...outcome });
  });
  onRequestFinished((event) => {
    // 503 is /readyz while starting or draining, polled by the load balancer: not worth a warning.
    const level = event.status >= 500 && event.status !== 503 ? 'warn' : 'debug';
    if (!Log.isEnabled(level)) return;
    const { requestId, method, route, status } = event;
    Log[level](`${method} ${route} ${status}`, { requestId, method, route, status, durationMs: roundMs(event.durationMs), ...(event.completed ? {} : { aborted: true }) });
  });
}
