// The per-process table of observe multiplexers (Meteor keys it by the EJSON of collection,
// selector and options): identical cursors share one multiplexer and one underlying query.
// Left out: the `ordered` part of Meteor's key (only unordered observeChanges exists here).
import type { CollectionDriver, DriverFindOptions, Query } from '../drivers/driver';
import type { ObserveChangesCallbacks, ObserveHandle } from '../types';
import { ObserveMultiplexer } from './observe-multiplexer';

const multiplexers = new Map<string, ObserveMultiplexer>();

/** A stable key: RegExps and Dates are spelled out so different selectors never collide. */
function queryKey(collectionName: string, selector: Query, options: DriverFindOptions): string {
  return JSON.stringify({ collectionName, selector, options }, function (this: unknown, key: string, value: unknown) {
    const original = (this as Record<string, unknown>)[key];
    if (original instanceof RegExp) return { $regexp: original.source, $flags: original.flags };
    if (original instanceof Date) return { $date: original.getTime() };
    return value;
  });
}

export function observeChanges(
  driver: CollectionDriver,
  selector: Query,
  options: DriverFindOptions,
  callbacks: ObserveChangesCallbacks,
): Promise<ObserveHandle> {
  const key = queryKey(driver.name, selector, options);
  let multiplexer = multiplexers.get(key);
  if (!multiplexer) {
    const created: ObserveMultiplexer = new ObserveMultiplexer(driver, selector, options, () => {
      if (multiplexers.get(key) === created) multiplexers.delete(key);
    });
    multiplexer = created;
    multiplexers.set(key, multiplexer);
  }
  return multiplexer.addHandle(callbacks);
}

/** How many shared queries are live (for tests and diagnostics). */
export function liveQueryCount(): number {
  return multiplexers.size;
}

/** How many observeChanges handles are live across the shared queries (metrics). */
export function liveObserverCount(): number {
  let count = 0;
  for (const multiplexer of multiplexers.values()) count += multiplexer.handleCount;
  return count;
}

export function stopAllMultiplexers(): void {
  for (const multiplexer of [...multiplexers.values()]) multiplexer.stop();
  multiplexers.clear();
}
