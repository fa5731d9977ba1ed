// Closed-loop method load: every connection keeps exactly one call in flight, issuing the next
// as soon as the previous one is complete (result + updated). Bounded twice: by a time window and
// by a count per connection; calls still running after the window get a short drain, then count
// as unfinished.
import { performance } from 'node:perf_hooks';
import type { DdpSocket } from './ddp-socket';

export interface CallLoadSpec {
  method: string;
  warmupMs: number;
  durationMs: number;
  maxCallsPerConnection: number;
  drainTimeoutMs: number;
}

export interface CallLoadResult {
  /** Calls completed inside the measured window. */
  completed: number;
  errors: number;
  unfinished: number;
  windowMs: number;
  /** Latency (ms) of each call completed inside the window. */
  latencies: Float64Array;
  /** This worker's event-loop utilisation during the window (saturation check). */
  clientElu: number;
  firstError?: string;
}

export async function runCallLoad(sockets: DdpSocket[], spec: CallLoadSpec): Promise<CallLoadResult> {
  // A worker left without connections (1 connection, 2 workers) reports nothing, not a busy loop.
  if (sockets.length === 0) {
    return { completed: 0, errors: 0, unfinished: 0, windowMs: spec.durationMs, latencies: new Float64Array(0), clientElu: 0 };
  }
  const start = performance.now();
  const windowStart = start + spec.warmupMs;
  const windowEnd = windowStart + spec.durationMs;
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  let inFlight = 0;
  let eluAtWindowStart = performance.eventLoopUtilization();
  const eluTimer = setTimeout(() => (eluAtWindowStart = performance.eventLoopUtilization()), spec.warmupMs);

  const lane = async (socket: DdpSocket, laneIndex: number): Promise<void> => {
    for (let n = 0; n < spec.maxCallsPerConnection && performance.now() < windowEnd; n++) {
      const sent = performance.now();
      inFlight++;
      try {
        await socket.call(spec.method, [{ lane: laneIndex, n }]);
        const done = performance.now();
        if (done >= windowStart && done <= windowEnd) latencies.push(done - sent);
      } catch (error) {
        errors++;
        firstError ??= error instanceof Error ? error.message : String(error);
      } finally {
        inFlight--;
      }
    }
  };

  const lanes = Promise.all(sockets.map(lane));
  const drainDeadline = new Promise<void>((resolve) => {
    setTimeout(resolve, Math.max(0, windowEnd - performance.now()) + spec.drainTimeoutMs).unref();
  });
  await Promise.race([lanes, drainDeadline]);
  clearTimeout(eluTimer);
  const clientElu = performance.eventLoopUtilization(eluAtWindowStart).utilization;
  return {
    completed: latencies.length,
    errors,
    unfinished: inFlight,
    windowMs: spec.durationMs,
    latencies: Float64Array.from(latencies),
    clientElu,
    firstError,
  };
}
