// The in-queue schedules without promises of its own; its contract is unchanged: tasks run one
// at a time in order, never inside push(), unblock() lets the next start early, a failure is
// logged and the queue goes on, stop() drops what waits.
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { InQueue } from './in-queue';
import { captureLog } from '../logging/log-capture.testkit';

const tick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('InQueue', () => {
  it('runs tasks in order, one at a time, starting after push() returned', async () => {
    const queue = new InQueue();
    const log: string[] = [];
    let finishFirst!: () => void;
    queue.push(() => {
      log.push('a start');
      return new Promise<void>((resolve) => (finishFirst = resolve)).then(() => log.push('a end'));
    });
    queue.push(() => log.push('b'));
    log.push('pushed');
    await tick();
    expect(log).toEqual(['pushed', 'a start']);
    finishFirst();
    await tick();
    expect(log).toEqual(['pushed', 'a start', 'a end', 'b']);
    queue.push(() => log.push('c'));
    await tick();
    expect(log.at(-1)).toBe('c');
  });

  it('lets the next task start when the running one calls unblock()', async () => {
    const queue = new InQueue();
    const log: string[] = [];
    queue.push((unblock) => {
      unblock();
      return new Promise<void>(() => {});
    });
    queue.push(() => log.push('second'));
    await tick();
    expect(log).toEqual(['second']);
  });

  it('logs a failing task (thrown or rejected) and goes on', async () => {
    const logged = captureLog();
    onTestFinished(logged.restore);
    const queue = new InQueue();
    const log: string[] = [];
    queue.push(() => {
      throw new Error('sync');
    });
    queue.push(() => Promise.reject(new Error('async')));
    queue.push(() => log.push('after'));
    await tick();
    expect(log).toEqual(['after']);
    expect(logged.entries().map((entry) => [entry.msg, (entry.err as { message?: string } | undefined)?.message])).toEqual([
      ['Exception in DDP message handler', 'sync'],
      ['Exception in DDP message handler', 'async'],
    ]);
  });

  it('drops waiting tasks on stop(); the one already taken still runs', async () => {
    const queue = new InQueue();
    const log: string[] = [];
    queue.push(() => log.push('taken'));
    queue.push(() => log.push('dropped'));
    queue.stop();
    queue.push(() => log.push('late'));
    await tick();
    expect(log).toEqual(['taken']);
  });
});
