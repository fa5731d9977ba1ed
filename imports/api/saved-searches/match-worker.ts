// Runs the matching passes the queue owes (match-queue.ts), as the notifications dispatcher runs
// its events, through the same loop (common/drain-worker.ts): woken by a live query on the pending
// records (which at start delivers those a crash left), one drain at a time. A drain takes up to
// BATCH records, oldest first, runs one matching pass per list over all their documents, and
// removes the records only after the pass recorded its hits. A crash before the removal runs the
// pass again after the restart; matching is idempotent (hits are `<searchId>:<projectId>`, alerts
// are marked on them), so nothing is alerted twice, and a pass whose alerts were not queued yet
// queues them then (matching.ts).
import { Log } from 'meteor/logging';
import { type DrainWorker, startDrainWorker } from '../common/drain-worker';
import { matchProjects } from './matching';
import { matchPublishedPeople } from './people-matching';
import { type MatchList, type PendingMatch, SavedSearchMatchQueue } from './match-queue';

/** Records per drain step: one matching pass over this many documents at most. */
const BATCH = 100;
/** After a failed pass its records are tried again this much later (or at the next record, or start). */
const RETRY_MS = 60_000;

/** The matching pass of each list. */
const MATCHERS: Record<MatchList, (docIds: readonly string[]) => Promise<unknown>> = {
  projects: (docIds) => matchProjects(docIds),
  experts: (docIds) => matchPublishedPeople(docIds),
};

/** Runs the list's pass over the documents; answers whether it completed. */
async function passCompleted(list: MatchList, docIds: readonly string[], log: (line: string) => void): Promise<boolean> {
  try {
    await MATCHERS[list](docIds);
    return true;
  } catch (error) {
    log(`[saved-searches] a ${list} matching pass over ${docIds.length} failed; tried again later: ${(error as Error).message}`);
    return false;
  }
}

/** Runs each list's pass over the records' documents; answers the ids of the records done. */
async function runRecords(records: readonly PendingMatch[], log: (line: string) => void): Promise<string[]> {
  const done: string[] = [];
  for (const list of new Set(records.map((record) => record.list))) {
    const own = records.filter((record) => record.list === list);
    const docIds = [...new Set(own.map((record) => record.docId))];
    const passed = new Set<string>();
    if (await passCompleted(list, docIds, log)) {
      for (const docId of docIds) passed.add(docId);
    } else if (docIds.length > 1) {
      // One document that cannot be matched must not hold back the others: each on its own.
      for (const docId of docIds) {
        if (await passCompleted(list, [docId], log)) passed.add(docId);
      }
    }
    done.push(...own.filter((record) => passed.has(record.docId)).map((record) => record._id));
  }
  return done;
}

/** The matching passes the queue owes (idle() resolves when every record seen so far is processed). */
export type MatchWorker = DrainWorker;

export function startMatchWorker(log: (line: string) => void = (line) => Log.info(line)): MatchWorker {
  return startDrainWorker({
    watch: (wake) => [SavedSearchMatchQueue.find({}, { fields: { _id: 1 } }).observeChangesAsync({ added: () => wake() })],
    nextBatch: () => SavedSearchMatchQueue.find({}, { sort: { queuedAt: 1 }, limit: BATCH }).fetchAsync(),
    // Records whose pass failed stay queued, ahead of the rest, which still go through batch by
    // batch; a batch with nothing done is tried again later, or at the next record or start.
    async processBatch(records) {
      const done = await runRecords(records, log);
      if (done.length === 0) return false;
      await SavedSearchMatchQueue.removeAsync({ _id: { $in: done } });
      return true;
    },
    isOwed: async () => (await SavedSearchMatchQueue.find({}, { limit: 1 }).countAsync()) > 0,
    onDrainError: (error) => log(`[saved-searches] the match queue could not be read: ${(error as Error).message}`),
    retryAfterMs: RETRY_MS,
  });
}
