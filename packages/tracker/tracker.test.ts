import { afterEach, describe, expect, it } from 'vitest';
import { ReactiveVar, Tracker } from './index';
import type { Computation } from './index';

const live: Computation[] = [];
afterEach(() => {
  for (const c of live.splice(0)) c.stop();
});
function autorun(fn: (c: Computation) => void): Computation {
  const c = Tracker.autorun(fn);
  live.push(c);
  return c;
}

describe('Tracker', () => {
  it('re-runs a computation after a dependency changes, on flush', () => {
    const dep = new Tracker.Dependency();
    const runs: boolean[] = [];
    autorun((c) => {
      dep.depend();
      runs.push(c.firstRun);
    });
    expect(runs).toEqual([true]);
    dep.changed();
    expect(runs).toEqual([true]);
    Tracker.flush();
    expect(runs).toEqual([true, false]);
  });

  it('flushes on its own after the current task (microtask)', async () => {
    const v = new ReactiveVar(1);
    const seen: number[] = [];
    autorun(() => seen.push(v.get()));
    v.set(2);
    v.set(3);
    await Promise.resolve();
    expect(seen).toEqual([1, 3]);
  });

  it('stop() ends re-runs and runs onStop and onInvalidate callbacks', () => {
    const v = new ReactiveVar('a');
    const events: string[] = [];
    const c = autorun((comp) => {
      v.get();
      comp.onInvalidate(() => events.push('invalidated'));
    });
    c.onStop(() => events.push('stopped'));
    c.stop();
    v.set('b');
    Tracker.flush();
    expect(events).toEqual(['invalidated', 'stopped']);
    expect(c.stopped).toBe(true);
  });

  it('nonreactive reads do not create dependencies', () => {
    const v = new ReactiveVar(0);
    let runs = 0;
    autorun(() => {
      runs++;
      Tracker.nonreactive(() => v.get());
      expect(Tracker.active).toBe(true);
    });
    v.set(1);
    Tracker.flush();
    expect(runs).toBe(1);
    expect(Tracker.active).toBe(false);
    expect(Tracker.currentComputation).toBeNull();
  });

  it('stops inner computations when the outer one re-runs', () => {
    const outer = new ReactiveVar(0);
    const inner = new ReactiveVar(0);
    let innerRuns = 0;
    autorun(() => {
      outer.get();
      Tracker.autorun(() => {
        inner.get();
        innerRuns++;
      });
    });
    outer.set(1);
    Tracker.flush();
    expect(innerRuns).toBe(2);
    inner.set(1);
    Tracker.flush();
    // Only the inner computation created by the latest outer run is alive.
    expect(innerRuns).toBe(3);
  });

  it('runs afterFlush callbacks after pending computations', () => {
    const v = new ReactiveVar(0);
    const order: string[] = [];
    autorun(() => order.push(`run ${v.get()}`));
    Tracker.afterFlush(() => order.push('after'));
    v.set(1);
    Tracker.flush();
    expect(order).toEqual(['run 0', 'run 1', 'after']);
  });

  it('throws the first run error to the caller and logs later ones to onError', () => {
    expect(() => Tracker.autorun(() => { throw new Error('first'); })).toThrow('first');
    const v = new ReactiveVar(0);
    const errors: unknown[] = [];
    live.push(
      Tracker.autorun(
        () => {
          if (v.get() > 0) throw new Error('later');
        },
        { onError: (e) => errors.push(e) },
      ),
    );
    v.set(1);
    Tracker.flush();
    expect(errors).toHaveLength(1);
  });
});

describe('ReactiveVar', () => {
  it('ignores setting an equal primitive but treats objects as changed', () => {
    const v = new ReactiveVar<unknown>(1);
    let runs = 0;
    autorun(() => {
      v.get();
      runs++;
    });
    v.set(1);
    Tracker.flush();
    expect(runs).toBe(1);
    const obj = { a: 1 };
    v.set(obj);
    Tracker.flush();
    v.set(obj);
    Tracker.flush();
    expect(runs).toBe(3);
  });
});
