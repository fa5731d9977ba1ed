// The render threads of server rendering: React's render of a page body is CPU work of several
// milliseconds to tens of milliseconds, and on the main thread it would hold up every DDP session
// of the process for that long. A pool of worker threads (piscina) loads the renderer bundle once
// per thread and turns a RenderTask into the body's HTML; the main thread keeps the data loading,
// the head, the status and the writing. A render that fails, hangs past the time limit or whose
// thread dies rejects, so the page can be answered without server rendering instead.
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import pLimit from 'p-limit';
import type { RenderTask } from './renderer-contract';
import { Log } from 'meteor/logging';

/**
 * Render threads run at a lower CPU priority than the main thread (Linux nice +10 per thread, via
 * piscina's optional @napi-rs/nice; without it they run at the main thread's priority): when the
 * cores are busy, the DDP sessions and the data loading of the main thread are served first and a
 * render waits instead. Measured with web.render-load on 2 cores: the main thread's event-loop
 * delay p99 during rendering was 44 ms at +0, 29 ms at +5 and 19 ms at +10.
 */
export const RENDER_THREAD_NICE = 10;

/** A render (queue wait included) that takes longer than this is abandoned: the thread is replaced. */
export const DEFAULT_RENDER_TIMEOUT_MS = 10_000;

/**
 * Render threads from `SERVER_RENDER_THREADS`, else one fewer than the machine's cores (at least
 * one): the main thread keeps a core for DDP and the data loading.
 */
export function renderThreadCount(env: NodeJS.ProcessEnv = process.env, cores = availableParallelism()): number {
  const configured = env.SERVER_RENDER_THREADS?.trim();
  if (configured) {
    const count = Number(configured);
    if (!Number.isInteger(count) || count < 1) throw new Error(`SERVER_RENDER_THREADS must be a whole number of at least 1, not "${configured}"`);
    return count;
  }
  return Math.max(1, cores - 1);
}

/** A render thread's V8 heap in bytes: committed by the isolate, and in use by live objects. */
export interface ThreadHeap {
  totalBytes: number;
  usedBytes: number;
}

export interface RenderPoolOptions {
  /** The module each thread loads once (the renderer bundle, ssr.js). */
  filename: string;
  /** Its export that renders a task (default `renderBodyHtml`). */
  exportName?: string;
  threads: number;
  timeoutMs?: number;
  /** Where a thread's failure outside any render is reported (default the server log). */
  onThreadError?: (error: unknown) => void;
}

export interface RenderPool {
  readonly threads: number;
  /** Threads running now (all of them between start and close; none after close). */
  liveThreads(): number;
  /** Pages waiting for a thread now, and renders running (busy threads). */
  queue(): { waiting: number; rendering: number };
  /** Each running thread's V8 heap: its own isolate, not part of the main thread's heap metrics. */
  heapStatistics(): Promise<ThreadHeap[]>;
  /** The body's HTML; rejects on a render error, a dead thread, a timeout or a closed pool. */
  render(task: RenderTask): Promise<string>;
  /** Stops every thread (renders still waiting are rejected). */
  close(): Promise<void>;
}

export function createRenderPool(options: RenderPoolOptions): RenderPool {
  const timeoutMs = options.timeoutMs ?? DEFAULT_RENDER_TIMEOUT_MS;
  const pool = new Piscina<RenderTask, string>({
    filename: options.filename,
    name: options.exportName ?? 'renderBodyHtml',
    // Every thread started (and its bundle loaded) up front and kept: no cold render under load.
    minThreads: options.threads,
    maxThreads: options.threads,
    niceIncrement: RENDER_THREAD_NICE,
  });
  // First come, first rendered: pages wait in this queue, and piscina is only handed as many
  // renders as it has threads. Its own queue is not first-in first-out for tasks with an abort
  // signal (piscinajs/piscina#1031: a task it cannot place goes to the back again); under load
  // some pages waited 1–2 s there while the median waited 85 ms.
  const dispatch = pLimit(options.threads);
  // Piscina reports a thread that fails while idle as an 'error' event: unheard, it would end
  // the process. The pool replaces the thread.
  pool.on('error', (error: unknown) => (options.onThreadError ?? ((e) => Log.error('A server-rendering thread failed', { err: e })))(error));
  let closed = false;
  return {
    threads: options.threads,
    liveThreads: () => pool.threads.length,
    queue: () => ({ waiting: dispatch.pendingCount, rendering: dispatch.activeCount }),
    async heapStatistics() {
      // A thread that stops between the listing and the answer rejects: it has no heap to count.
      const answers = await Promise.allSettled(pool.threads.map((thread) => thread.getHeapStatistics()));
      return answers.flatMap((answer) => (answer.status === 'fulfilled' ? [{ totalBytes: answer.value.total_heap_size, usedBytes: answer.value.used_heap_size }] : []));
    },
    async render(task) {
      if (closed) throw new Error('Server rendering has stopped');
      // The time limit counts from here, queue wait included. Every page has the same limit and
      // the queue is first come first served, so each page before this one has ended (or been
      // abandoned) by this one's limit: no page waits here past its own limit. An expired signal
      // makes piscina reject at once, without taking a thread.
      const signal = AbortSignal.timeout(timeoutMs);
      const html = await dispatch(() => {
        if (closed) throw new Error('Server rendering has stopped');
        return pool.run(task, { signal });
      });
      if (typeof html !== 'string') throw new Error('The render thread answered without HTML');
      return html;
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.destroy();
    },
  };
}
