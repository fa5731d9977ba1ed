// The retention run's reads, in bounded steps: a selector no index answers (roles other than
// admin, no sign-in, an address never confirmed) makes the database read every document, and on
// the embedded SQLite engine that read holds the event loop (0.2 s of CPU at 50,000 accounts,
// 0.5–1.5 s on a busy machine, a minute after every start and daily). Here the collection is
// walked in `_id` order a window of WINDOW documents at a time — the `_id` index bounds each
// query to its window whatever the selector — with a turn of the event loop between windows,
// until `limit` documents matched or the end. Measured at 50,000 accounts: about 2–3 ms of CPU
// per window (at most ~10 on a loaded machine), 0.5–0.7 s in all, spread over 250 turns.
import type { Mongo } from 'meteor/mongo';

type Selector = Record<string, unknown>;

/** Documents one query reads at most. */
export const WINDOW = 200;

interface WindowOptions {
  fields: Record<string, 1>;
  limit: number;
  /** Tests make it small to put matches on the windows' edges. */
  window?: number;
}

type Doc = { _id: string };

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Up to `limit` documents matching `selector`, in `_id` order. */
export async function findInWindows<T extends Doc>(collection: Mongo.Collection<T>, selector: Selector, options: WindowOptions): Promise<T[]> {
  const docs = collection as unknown as Mongo.Collection<Doc>;
  const size = options.window ?? WINDOW;
  const found: T[] = [];
  let after: string | null = null;
  while (found.length < options.limit) {
    const from: Record<string, string> = after === null ? {} : { $gt: after };
    // The window's last document bounds the query that tests the selector.
    const [edge] = await docs.find(after === null ? {} : { _id: from }, { fields: { _id: 1 }, sort: { _id: 1 }, skip: size - 1, limit: 1 }).fetchAsync();
    const range = edge ? { ...from, $lte: edge._id } : from;
    const inWindow = Object.keys(range).length === 0 ? selector : { $and: [selector, { _id: range }] };
    found.push(...((await docs.find(inWindow, { fields: options.fields, sort: { _id: 1 }, limit: options.limit - found.length }).fetchAsync()) as T[]));
    if (!edge) break;
    after = edge._id;
    await nextTurn();
  }
  return found;
}
