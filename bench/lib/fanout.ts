// Write fan-out: one caller inserts a document through a method while N other connections
// subscribe to the collection; a round's time runs from sending the call to the moment the last
// subscriber has its `added`. All sockets live in this one process, so one clock times them.
import { performance } from 'node:perf_hooks';
import type { DdpSocket } from './ddp-socket';
import { sleep } from './stats';

export interface FanoutSpec {
  method: string;
  kind: string;
  rounds: number;
  gapMs: number;
  roundTimeoutMs: number;
}

export interface FanoutResult {
  /** Per completed round: ms from call to the last subscriber's `added`. */
  toLast: Float64Array;
  /** Per completed round: ms from call to the first subscriber's `added`. */
  toFirst: Float64Array;
  /** Per completed round: ms from call to the caller's result + updated. */
  callDone: Float64Array;
  timedOut: number;
  /** Subscribers that had received the document when a round timed out (worst round). */
  worstReach: number;
  clientElu: number;
}

export async function runFanout(caller: DdpSocket, subscribers: DdpSocket[], spec: FanoutSpec): Promise<FanoutResult> {
  const toLast: number[] = [];
  const toFirst: number[] = [];
  const callDone: number[] = [];
  let timedOut = 0;
  let worstReach = subscribers.length;
  let round = { seq: -1, received: 0, sent: 0, first: 0, last: 0, finish: (): void => undefined };
  for (const socket of subscribers) {
    socket.onAdded = (_collection, fields) => {
      if (fields?.seq !== round.seq) return;
      round.received++;
      if (round.received === 1) round.first = performance.now();
      if (round.received === subscribers.length) {
        round.last = performance.now();
        round.finish();
      }
    };
  }
  const elu = performance.eventLoopUtilization();
  for (let seq = 1; seq <= spec.rounds; seq++) {
    let finish = (): void => undefined;
    const allReached = new Promise<boolean>((resolve) => {
      finish = () => resolve(true);
      setTimeout(() => resolve(false), spec.roundTimeoutMs).unref();
    });
    round = { seq, received: 0, sent: performance.now(), first: 0, last: 0, finish };
    const sent = round.sent;
    const call = caller.call(spec.method, [spec.kind, seq]).then(
      () => performance.now() - sent,
      () => Number.NaN,
    );
    if (await allReached) {
      toLast.push(round.last - sent);
      toFirst.push(round.first - sent);
    } else {
      timedOut++;
      worstReach = Math.min(worstReach, round.received);
    }
    callDone.push(await Promise.race([call, sleep(spec.roundTimeoutMs).then(() => Number.NaN)]));
    await sleep(spec.gapMs);
  }
  for (const socket of subscribers) socket.onAdded = null;
  return {
    toLast: Float64Array.from(toLast),
    toFirst: Float64Array.from(toFirst),
    callDone: Float64Array.from(callDone.filter((ms) => !Number.isNaN(ms))),
    timedOut,
    worstReach,
    clientElu: performance.eventLoopUtilization(elu).utilization,
  };
}
