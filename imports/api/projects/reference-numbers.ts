// Reference numbers of published projects, printed the way agencies do: `P-2026-0142`, the year
// of publication and a running number within that year (four digits, more after 9999). Server
// only. The running number comes from a per-year counter incremented atomically ($inc upsert),
// and read back; two publications racing between increment and read can read the same value,
// and numbers may exist from imported data, so the caller writes under the unique index on
// `referenceNumber` and draws again on a duplicate. Drafts never draw a number, so abandoned
// drafts leave no gaps.
import { Mongo } from 'meteor/mongo';

interface Counter {
  _id: string;
  next: number;
}

const Counters = new Mongo.Collection<Counter>('projectReferenceCounters');

export function formatReferenceNumber(year: number, sequence: number): string {
  return `P-${year}-${String(sequence).padStart(4, '0')}`;
}

/** Draws the next `count` reference numbers for `year`, in order, with one counter write. */
export async function reserveReferenceNumbers(year: number, count: number): Promise<string[]> {
  const key = String(year);
  await Counters.upsertAsync({ _id: key }, { $inc: { next: count } });
  const counter = await Counters.findOneAsync({ _id: key });
  if (!counter) throw new Error(`Reference counter ${key} vanished`);
  return Array.from({ length: count }, (_, index) => formatReferenceNumber(year, counter.next - count + 1 + index));
}

/** Draws the next reference number for `year`. */
export async function nextReferenceNumber(year: number): Promise<string> {
  const [referenceNumber] = await reserveReferenceNumbers(year, 1);
  return referenceNumber as string;
}
