// A public list's query kept in the address, read and written by the list's codec. A filter
// change adds a history entry (the back button undoes it); "load more" replaces the entry.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from '../../app/routing';
import type { AddressContext } from './address-codec';

export interface ListAddress<Q> {
  query: Q;
  /** Writes `next` to the address (`replace`: without a history entry, as "load more" does). */
  change(next: Q, options?: { replace?: boolean }): void;
  reset(): void;
}

export function useListAddress<Q>(read: (params: URLSearchParams, context: AddressContext) => Q, write: (query: Q) => URLSearchParams, context: AddressContext): ListAddress<Q> {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const { hidePrices, candidate = false } = context;
  // Parsed once per address, so the query keeps its identity between renders.
  const query = useMemo(() => read(new URLSearchParams(key), { hidePrices, candidate }), [read, key, hidePrices, candidate]);
  const change = useCallback(
    (next: Q, { replace = false }: { replace?: boolean } = {}) => {
      const written = write(next);
      if (written.toString() !== key) setParams(written, { replace });
    },
    [write, setParams, key],
  );
  const reset = useCallback(() => setParams(new URLSearchParams()), [setParams]);
  return { query, change, reset };
}
