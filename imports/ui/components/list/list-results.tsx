// A public list's results: the loading state until the first page arrives, the list's own empty
// state, the cards, and "Load more" while the live count says more match (before the count is
// known, while a full page came back).
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { FormattedMessage } from 'react-intl';
import { LoadingState } from '../page/view-states';
import { WORD_IDS } from '../page/words';

export interface ListResultsProps<T> {
  loading: boolean;
  items: T[];
  /** How many match in all, when known. */
  total: number | null;
  limit: number;
  /** The list's accessible name and its loading words. */
  label: string;
  loadingText: string;
  /** Shown when nothing is listed (each list words its own). */
  empty: ReactNode;
  children(item: T): ReactNode;
  onLoadMore(): void;
}

export function ListResults<T>({ loading, items, total, limit, label, loadingText, empty, children, onLoadMore }: ListResultsProps<T>) {
  if (loading && items.length === 0) return <LoadingState>{loadingText}</LoadingState>;
  if (items.length === 0) return <>{empty}</>;
  const more = total !== null ? items.length < total : items.length >= limit;
  return (
    <>
      <ul className="list-unstyled" aria-label={label}>
        {items.map(children)}
      </ul>
      {more && (
        <div className="text-center">
          <Button variant="outline-primary" onClick={onLoadMore} disabled={loading}>
            <FormattedMessage id={loading ? WORD_IDS.loading : WORD_IDS.loadMore} />
          </Button>
        </div>
      )}
    </>
  );
}
