// The saved searches' server side: the mail plan of their alerts, their indexes and the hourly
// run of daily and weekly alerts (never keeping the process alive). The matching passes owed
// after each project's publish, reopen or restore and each expert entry's publication are queued with the change (match-queue.ts) and run by
// the worker the app starts beside the notifications dispatcher (match-worker.ts); the hits are
// pruned by the daily retention run (pruning.ts).
import { Log } from 'meteor/logging';
import { runDueAlerts } from './alerts';
import { ensureSavedSearchIndexes } from './collection';
import { registerSearchAlertMails } from './mail-plan';

const CHECK_INTERVAL_MS = 60 * 60 * 1000;
let timer: NodeJS.Timeout | null = null;

const logFailure = (what: string) => (error: unknown) => Log.error(`[saved-searches] ${what} failed: ${(error as Error).message}`);

export async function startSavedSearches(): Promise<void> {
  registerSearchAlertMails();
  await ensureSavedSearchIndexes();
  if (timer) return;
  timer = setInterval(() => {
    runDueAlerts().catch(logFailure('the alert run'));
  }, CHECK_INTERVAL_MS);
  timer.unref();
}
