// The readiness condition "the database can write": a real write (one small document in the
// `health` collection, upserted in place so it never grows), through the same storage as every
// other write, so a full disk or a lost database connection shows as it would to a visitor. Load
// balancers poll often: a write runs at most once per interval, and the answers in between reuse
// its result; concurrent requests share one write.
import { Mongo } from 'meteor/mongo';
import { Log } from 'meteor/logging';

/** At most one real write per this many milliseconds. */
export const WRITE_CHECK_INTERVAL_MS = 1_000;
/** A write that has not returned by then counts as failed (a hung database is not ready). */
export const WRITE_CHECK_TIMEOUT_MS = 2_000;

const Health = new Mongo.Collection<{ _id: string; checkedAt: Date }>('health');

async function writeOnce(): Promise<void> {
  await Health.upsertAsync({ _id: 'write-check' }, { $set: { checkedAt: new Date() } });
}

function withinTimeout(write: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${WRITE_CHECK_TIMEOUT_MS} ms`)), WRITE_CHECK_TIMEOUT_MS);
  });
  return Promise.race([write, timeout]).finally(() => clearTimeout(timer));
}

/** A readiness condition: whether the last write (at most WRITE_CHECK_INTERVAL_MS old) went through. */
export function createWriteCheck(): () => Promise<boolean> {
  let last: { at: number; ok: boolean } | null = null;
  let running: Promise<boolean> | null = null;
  const run = async (): Promise<boolean> => {
    let ok = true;
    try {
      await withinTimeout(writeOnce());
    } catch (error) {
      ok = false;
      // Once per failure, not once per poll; the reason stays in the server's log.
      if (last?.ok !== false) Log.error(`Not ready: the database refused the readiness write (${error instanceof Error ? error.message : String(error)})`);
    }
    last = { at: Date.now(), ok };
    return ok;
  };
  return () => {
    if (last && Date.now() - last.at < WRITE_CHECK_INTERVAL_MS) return Promise.resolve(last.ok);
    running ??= run().finally(() => (running = null));
    return running;
  };
}
