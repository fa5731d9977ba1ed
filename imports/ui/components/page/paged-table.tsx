// A paged table as every back-office list shows it: the filter controls (a search region), the
// live count line, the table with its loading and empty states, and the pager. Notices such as
// the result of an action sit between the filters and the count.
import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from './data-table';
import { Pager } from './pager';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../i18n/message-ids';
import { WORD_IDS } from './words';

export interface PagedTableProps<Row> extends DataTableProps<Row> {
  /** The filter controls; named for screen readers by `filtersLabel` ("Filter requests"). */
  filters?: ReactNode;
  filtersLabel?: string;
  notice?: ReactNode;
  /** The count line, a plural message of `{count}`: "No requests found", "1 request found", "12 requests found". */
  found: MessageId;
  /** Rows matching the filters; null while the count is loading. */
  total: number | null;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

export function PagedTable<Row>({ filters, filtersLabel, notice, found, total, page, pageCount, onPage, ...table }: PagedTableProps<Row>) {
  return (
    <>
      {filters && (
        <div className="d-flex flex-wrap gap-3 align-items-end mb-3" role="search" aria-label={filtersLabel}>
          {filters}
        </div>
      )}
      {notice}
      <p className="text-body-secondary" role="status" aria-live="polite">
        {total === null ? <FormattedMessage id={WORD_IDS.loading} /> : <FormattedMessage id={found} values={{ count: total }} />}
      </p>
      <DataTable {...table} />
      <Pager page={page} pageCount={pageCount} onPage={onPage} disabled={table.loading} />
    </>
  );
}
