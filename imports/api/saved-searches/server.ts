// The saved searches' server side: the mail plan of their alerts, their indexes, the matching
// passes queued after each project's publish or reopen and each expert entry's publication (one
// at a time, in order, off the method's reply), and the hourly run of daily and weekly alerts
// (never keeping the process alive).
//
// Decision: the pass runs after the method answered, so a publish stays fast with many searches;
// a crash between the two loses that pass's alerts (the project stays on the list; reopening
// it, or the next publish, does not bring them back). A durable queue would close that gap.
import { Log } from 'meteor/logging';
import { runDueAlerts } from './alerts';
import { ensureSavedSearchIndexes } from './collection';
import { registerSearchAlertMails } from './mail-plan';
import { matchProjects } from './matching';
import { matchPublishedPeople } from './people-matching';

const CHECK_INTERVAL_MS = 60 * 60 * 1000;
let chain: Promise<void> = Promise.resolve();
let timer: NodeJS.Timeout | null = null;

const logFailure = (what: string) => (error: unknown) => Log.error(`[saved-searches] ${what} failed: ${(error as Error).message}`);

/** Tests the projects against every active saved search, after whatever pass is running. */
export function queueProjectMatch(projectIds: string[]): void {
  chain = chain.then(() => matchProjects(projectIds).then(() => undefined)).catch(logFailure('a matching pass'));
}

/** Tests the published expert entries against every active expert search, after whatever pass is running. */
export function queuePeopleMatch(personIds: string[]): void {
  chain = chain.then(() => matchPublishedPeople(personIds).then(() => undefined)).catch(logFailure('an expert matching pass'));
}

/** Resolves when every queued pass is done (tests, shutdown). */
export async function savedSearchMatchingIdle(): Promise<void> {
  let seen: Promise<void>;
  do {
    seen = chain;
    await seen;
  } while (seen !== chain);
}

export async function startSavedSearches(): Promise<void> {
  registerSearchAlertMails();
  await ensureSavedSearchIndexes();
  if (timer) return;
  timer = setInterval(() => {
    runDueAlerts().catch(logFailure('the alert run'));
  }, CHECK_INTERVAL_MS);
  timer.unref();
}
