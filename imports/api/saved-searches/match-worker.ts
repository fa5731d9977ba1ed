// Runs the matching passes the queue owes (match-queue.ts), as the notifications dispatcher runs
// its events, through the same loop (common/drain-worker.ts): woken by a live query on the pending
// records (which at start delivers those a crash left), one drain at a time. A drain takes up to
// BATCH records, oldest first, runs one matching pass per list over all their documents, and
// removes the records only after the pass recorded its hits. A crash before the removal runs the
// pass again after the restart; matching is idempotent (hits are `<searchId>:<projectId>`, alerts
// are marked on them), so nothing is alerted twice, and a pass whose alerts were not queued yet
// queues them then (matching.ts).
// Each completed pass can be reported to `onPass` (bench/notifications times passes through here).
import { Log } from 'meteor/logging';
import { type DrainWorker, startDrainWorker } from '../common/drain-worker';
import { type MatchResult, matchProjects } from './matching';
import { matchPublishedPeople } from './people-matching';
import { type MatchList, type PendingMatch, SavedSearchMatchQueue } from './match-queue';

/** Records per drain step: one matching pass over this many documents at most. */
const BATCH = 100;
/** After a failed pass its records are tried again this much later (or at the next record, or start). */
const RETRY_MS = 60_000;

/** What a list's pass answers: searches tested, new hits, alerts queued, each step's wall time. */
export type PassResult = Pick<MatchResult, 'searches' | 'hits' | 'alerts' | 'ms'>;

/** One pass the worker completed, over these documents of the list. */
export interface CompletedPass {
  list: MatchList;
  docIds: readonly string[];
  result: PassResult;
}

export interface MatchWorkerOptions {
  /** Told of every completed pass (a benchmark's timing); a throw here is logged, never fails the pass. */
  onPass?: (pass: CompletedPass) => void;
}

type Report = (pass: CompletedPass) => void;

/** The matching pass of each list. */
const MATCHERS: Record<MatchList, (docIds: readonly string[]) => Promise<PassResult>> = {
  projects: (docIds) => matchProjects(docIds),
  experts: (docIds) => matchPublishedPeople(docIds),
};

/** Runs the list's pass over the documents; answers whether it completed. */
async function passCompleted(list: MatchList, docIds: readonly string[], log: (line: string) => void, report: Report): Promise<boolean> {
  let result: PassResult;
  try {
    result = await MATCHERS[list](docIds);
  } catch (error) {
    log(`[saved-searches] a ${list} matching pass over ${docIds.length} failed; tried again later: ${(error as Error).message}`);
    return false;
  }
  try {
    report({ list, docIds, result });
  } catch (error) {
    log(`[saved-searches] a pass's listener failed: ${(error as Error).message}`);
  }
  return true;
}

/** Runs each list's pass over the records' documents; answers the ids of the records done. */
async function runRecords(records: readonly PendingMatch[], log: (line: string) => void, report: Report): Promise<string[]> {
  const done: string[] = [];
  for (const list of new Set(records.map((record) => record.list))) {
    const own = records.filter((record) => record.list === list);
    const docIds = [...new Set(own.map((record) => record.docId))];
    const passed = new Set<string>();
    if (await passCompleted(list, docIds, log, report)) {
      for (const docId of docIds) passed.add(docId);
    } else if (docIds.length > 1) {
      // One document that cannot be matched must not hold back the others: each on its own.
      for (const docId of docIds) {
        if (await passCompleted(list, [docId], log, report)) passed.add(docId);
      }
    }
    done.push(...own.filter((record) => passed.has(record.docId)).map((record) => record._id));
  }
  return done;
}

/** The matching passes the queue owes (idle() resolves when every record seen so far is processed). */
export type MatchWorker = DrainWorker;

export function startMatchWorker(log: (line: string) => void = (line) => Log.info(line), options: MatchWorkerOptions = {}): MatchWorker {
  const report: Report = options.onPass ?? (() => undefined);
  return startDrainWorker({
    watch: (wake) => [SavedSearchMatchQueue.find({}, { fields: { _id: 1 } }).observeChangesAsync({ added: () => wake() })],
    nextBatch: () => SavedSearchMatchQueue.find({}, { sort: { queuedAt: 1 }, limit: BATCH }).fetchAsync(),
    // Records whose pass failed stay queued, ahead of the rest, which still go through batch by
    // batch; a batch with nothing done is tried again later, or at the next record or start.
    async processBatch(records) {
      const done = await runRecords(records, log, report);
      if (done.length === 0) return false;
      await SavedSearchMatchQueue.removeAsync({ _id: { $in: done } });
      return true;
    },
    isOwed: async () => (await SavedSearchMatchQueue.find({}, { limit: 1 }).countAsync()) > 0,
    onDrainError: (error) => log(`[saved-searches] the match queue could not be read: ${(error as Error).message}`),
    retryAfterMs: RETRY_MS,
  });
}
