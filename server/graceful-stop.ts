// The order a server stops in (SIGTERM, SIGINT, a test's stop()), within a time limit:
//   1. `/readyz` answers 503 `draining` (the load balancer sends no new traffic) and every new
//      WebSocket upgrade is answered 503 (the client's retry finds another server);
//   2. open DDP sessions take no new message, and the method calls already running finish and
//      send their `updated` and `result` (a call not started is never answered, so the client
//      sends it again to the next server; one started is answered, so it is never sent twice).
//      The HTTP listener stays open meanwhile, so probes read 503 rather than a refused connection;
//   3. the notification dispatcher and mail sender finish what they hold;
//   4. the HTTP server stops listening and ends idle keep-alive sockets; every DDP session closes
//      with 1012 (Service Restart): clients reconnect on their retry schedule, resume their login
//      and subscriptions, and re-send what was left unanswered;
//   5. HTTP requests still being answered (an upload) finish, the render threads stop, and the
//      database commits what is queued and closes (acknowledged writes were committed already:
//      a method answers only after its writes' group commit).
// Past the limit the steps left run at once (sockets cut), and the log says what was cut short.
import type { DdpServer } from 'meteor/ddp-server';
import type { WebAppInstance } from 'meteor/webapp';

export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;
/** Longer than any orchestrator's grace period worth waiting for (Kubernetes' default is 30 s). */
export const MAX_SHUTDOWN_TIMEOUT_MS = 10 * 60_000;


export interface StoppingParts {
  markDraining(): void;
  ddpServer: DdpServer;
  web: WebAppInstance;
  /** Ends the app's own work (timers, match worker, dispatcher) before the sessions close. */
  stopBackgroundWork(): Promise<void>;
  /** Ends what needs nothing more from the sessions or the web server (render threads, database). */
  closeResources(): Promise<void>;
  log(line: string): void;
}

export async function gracefulStop(parts: StoppingParts, timeoutMs: number): Promise<void> {
  const started = Date.now();
  const deadline = started + timeoutMs;
  const cutShort: string[] = [];
  parts.markDraining();
  if (!(await beforeDeadline(parts.ddpServer.drain(), deadline))) {
    cutShort.push(`${parts.ddpServer.unansweredMethods()} method call(s) left unanswered (their clients send them again)`);
  }
  const methodsAnsweredMs = Date.now() - started;
  if (!(await beforeDeadline(parts.stopBackgroundWork(), deadline))) cutShort.push('the saved-search matching, notification dispatcher or mail sender had not finished');
  const connectionsEnded = parts.web.stopListening();
  parts.ddpServer.closeAllSessions(1012, 'Server restarting');
  if (!(await beforeDeadline(connectionsEnded, deadline, () => parts.web.httpServer.closeIdleConnections()))) {
    cutShort.push('HTTP requests still being answered were cut off');
  }
  // Ends what is left at once: WebSockets whose peers never answered the close frame, and the
  // endpoint itself (a later start in this process attaches to its own HTTP server).
  await parts.ddpServer.close();
  await parts.web.close();
  await parts.closeResources();
  const tookMs = Date.now() - started;
  if (cutShort.length > 0) parts.log(`=> Stopped after the ${timeoutMs} ms shutdown limit: ${cutShort.join('; ')}`);
  else parts.log(`=> Stopped cleanly in ${tookMs} ms (method calls in flight answered after ${methodsAnsweredMs} ms)`);
}

/**
 * Whether `work` settled before `deadline`. `meanwhile` runs every 100 ms while waiting (a
 * keep-alive socket that went idle after its answer is ended then).
 */
async function beforeDeadline(work: Promise<unknown>, deadline: number, meanwhile?: () => void): Promise<boolean> {
  let settled = false;
  const done = work.then(
    () => (settled = true),
    () => (settled = true),
  );
  while (!settled) {
    const left = deadline - Date.now();
    if (left <= 0) return false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([done, new Promise((resolve) => (timer = setTimeout(resolve, Math.min(left, meanwhile ? 100 : left))))]);
    clearTimeout(timer);
    if (!settled) meanwhile?.();
  }
  return true;
}
