// SIGTERM and SIGINT stop the server gracefully (graceful-stop.ts) within SHUTDOWN_TIMEOUT_MS,
// then exit 0. A second signal, or a stop that outlives the limit by 5 s (a database that does
// not close), exits at once with 1. Used by server/main.ts and the fault tests' app process.
import type { RunningApp } from './start-app';

/** What the stop may take beyond the limit (closing the database, the render threads) before the process exits regardless. */
const BACKSTOP_GRACE_MS = 5_000;

export function stopOnSignals(app: Pick<RunningApp, 'stop'>, timeoutMs: number, log: (line: string) => void = console.log): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      log(`=> ${signal} again: exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    log(`=> ${signal}: draining (up to ${timeoutMs} ms)`);
    setTimeout(() => {
      log('=> The stop did not finish in time: exiting');
      process.exit(1);
    }, timeoutMs + BACKSTOP_GRACE_MS).unref();
    app.stop({ timeoutMs }).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('=> The stop failed', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
