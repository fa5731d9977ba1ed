// One event reaching many connected users: a caller runs a method, and each subscriber waits for
// its first data frame (`added` or `changed`) on one collection after the call was sent: for the
// notifications, the bell's live count (`changed` on `counts`); for the baseline, a shared
// publication's `added`. Rounds run one at a time with a gap, so a frame belongs to its round.
import { performance } from 'node:perf_hooks';
import type { DdpSocket } from './ddp-socket';
import { sleep } from './stats';

export interface BroadcastSpec {
  method: string;
  /** The collection whose first frame after the call counts as "this user saw it". */
  collection: string;
  rounds: number;
  gapMs: number;
  roundTimeoutMs: number;
}

export interface BroadcastResult {
  /** Per completed round: ms from the call to the last subscriber's frame. */
  toLast: number[];
  /** Per completed round: ms from the call to the first subscriber's frame. */
  toFirst: number[];
  timedOut: number;
  worstReach: number;
}

export async function runBroadcast(caller: DdpSocket, subscribers: DdpSocket[], spec: BroadcastSpec): Promise<BroadcastResult> {
  const result: BroadcastResult = { toLast: [], toFirst: [], timedOut: 0, worstReach: subscribers.length };
  let round = { open: false, seen: new Set<DdpSocket>(), first: 0, last: 0, finish: (): void => undefined };
  const listener = (socket: DdpSocket) => (collection: unknown) => {
    if (!round.open || collection !== spec.collection || round.seen.has(socket)) return;
    round.seen.add(socket);
    const now = performance.now();
    if (round.seen.size === 1) round.first = now;
    if (round.seen.size === subscribers.length) {
      round.last = now;
      round.finish();
    }
  };
  for (const socket of subscribers) {
    socket.onAdded = listener(socket);
    socket.onChanged = listener(socket);
  }
  for (let seq = 1; seq <= spec.rounds; seq++) {
    let finish = (): void => undefined;
    const reached = new Promise<boolean>((resolve) => {
      finish = () => resolve(true);
      setTimeout(() => resolve(false), spec.roundTimeoutMs).unref();
    });
    round = { open: true, seen: new Set(), first: 0, last: 0, finish };
    const sent = performance.now();
    const call = caller.call(spec.method, [seq]).catch(() => undefined);
    if (await reached) {
      result.toLast.push(round.last - sent);
      result.toFirst.push(round.first - sent);
    } else {
      result.timedOut++;
      result.worstReach = Math.min(result.worstReach, round.seen.size);
    }
    round.open = false;
    await call;
    await sleep(spec.gapMs);
  }
  for (const socket of subscribers) {
    socket.onAdded = null;
    socket.onChanged = null;
  }
  return result;
}
