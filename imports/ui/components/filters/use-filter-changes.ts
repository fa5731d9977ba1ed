// A list's filter changes, each built on the filters asked for last rather than on those on
// screen: the address changes in a transition that waits for the new list, so a search typed
// while a choice is still loading (or a choice replayed at hydration) would otherwise be
// computed from the older filters and drop the other.
import { useEffect, useRef } from 'react';

/** Drops unset keys, so the filters (and the address) stay minimal. */
function clean<T extends object>(filters: T): T {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== '')) as T;
}

export interface FilterChanges<T> {
  /** Applies `changes` (undefined removes a filter) to the filters asked for last. */
  change(changes: Partial<T>): void;
  /** Clears every filter. */
  reset(): void;
  /** The search text asked for last (the Search button compares the box with it). */
  askedText(): string;
}

export function useFilterChanges<T extends { text?: string }>(filters: T, onChange: (filters: T) => void, onReset: () => void): FilterChanges<T> {
  const asked = useRef(filters);
  // A new address (ours arriving, the back button, a reset) is what the next change builds on.
  useEffect(() => {
    asked.current = filters;
  }, [filters]);
  return {
    change(changes) {
      asked.current = clean({ ...asked.current, ...changes });
      onChange(asked.current);
    },
    reset() {
      asked.current = {} as T;
      onReset();
    },
    askedText: () => asked.current.text ?? '',
  };
}
