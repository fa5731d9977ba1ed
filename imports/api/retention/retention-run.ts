// The daily retention run: what the privacy policy promises about keeping data, done (see
// retention-policy.ts). Every step is safe to repeat and to run in several app instances at once.
// The saved searches' hits are pruned here too: the daily run the app already has.
import { removeOldAnonymousRecords } from './anonymous-records';
import { removeOldCallReceipts } from '../common/call-receipts';
import { handleIdleAccounts } from './idle-accounts';
import { removeOldInvitations } from './old-invitations';
import { removeUnconfirmedAccounts } from './unconfirmed-accounts';
import { pruneSavedSearchHits } from '../saved-searches/pruning';
import { RETENTION_INTERVAL_MS } from './retention-policy';
import { Log } from 'meteor/logging';

export interface RetentionSummary {
  asked: number;
  deleted: number;
  contactMessages: number;
  invitationRequests: number;
  visitorRequests: number;
  companyInvitations: number;
  unconfirmed: number;
  /** Saved-search hits removed (saved-searches/pruning.ts). */
  savedSearchHits: number;
  callReceipts: number;
}

export async function runRetention(now = new Date()): Promise<RetentionSummary> {
  return {
    ...(await handleIdleAccounts(now)),
    ...(await removeOldAnonymousRecords(now)),
    ...(await removeOldInvitations(now)),
    ...(await removeUnconfirmedAccounts(now)),
    savedSearchHits: await pruneSavedSearchHits(now),
    ...(await removeOldCallReceipts(now)),
  };
}

/** Runs once `firstDelayMs` after start, then daily; returns the stop function. Never keeps the process alive. */
export function scheduleRetention(log: (line: string) => void, firstDelayMs = 60_000): () => void {
  let timer: ReturnType<typeof setTimeout>;
  const runAndReschedule = () => {
    runRetention()
      .then((summary) => {
        if (Object.values(summary).some((count) => count > 0)) log(`Retention: ${JSON.stringify(summary)}`);
      })
      .catch((error: unknown) => Log.error('Retention run failed; trying again on the next run', { err: error }))
      .finally(() => {
        timer = setTimeout(runAndReschedule, RETENTION_INTERVAL_MS);
        timer.unref();
      });
  };
  timer = setTimeout(runAndReschedule, firstDelayMs);
  timer.unref();
  return () => clearTimeout(timer);
}
