// A table of records for admin and account screens: a caption for screen readers, sortable
// column headers (buttons with aria-sort), a horizontal scroll wrapper on phones instead of a
// page that scrolls sideways, and the shared loading and empty states in place of the rows.
import type { ReactNode } from 'react';
import Table from 'react-bootstrap/Table';
import { EmptyState, LoadingState } from './view-states';

export interface Column<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The sort key the server understands; the header becomes a sort button. */
  sortKey?: string;
  /** Right-align numbers and amounts. */
  numeric?: boolean;
}

export interface TableSort {
  key: string;
  direction: 'asc' | 'desc';
}

export interface DataTableProps<Row> {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  loading?: boolean;
  /** The empty state when there are no rows and nothing is loading. */
  empty: ReactNode;
  sort?: TableSort;
  onSort?: (sort: TableSort) => void;
}

/** The sorted column's direction, for the eye (aria-sort tells screen readers). */
const SORT_ARROWS = { asc: ' ▲', desc: ' ▼' } as const;

function ariaSort(column: { sortKey?: string }, sort: TableSort | undefined): 'ascending' | 'descending' | undefined {
  if (!sort || column.sortKey !== sort.key) return undefined;
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

export function DataTable<Row>({ caption, columns, rows, rowKey, loading = false, empty, sort, onSort }: DataTableProps<Row>) {
  if (loading && rows.length === 0) return <LoadingState />;
  if (rows.length === 0) return typeof empty === 'string' ? <EmptyState title={empty} /> : <>{empty}</>;
  return (
    <div className="table-responsive">
      <Table hover className="align-middle" aria-busy={loading || undefined}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" aria-sort={ariaSort(column, sort)} className={column.numeric ? 'text-end' : undefined}>
                {column.sortKey && onSort ? (
                  <button
                    type="button"
                    className="btn btn-link p-0 fw-semibold text-decoration-none text-reset"
                    onClick={() =>
                      onSort({ key: column.sortKey as string, direction: sort?.key === column.sortKey && sort?.direction === 'asc' ? 'desc' : 'asc' })
                    }
                  >
                    {column.header}
                    <span aria-hidden="true">{sort?.key === column.sortKey ? SORT_ARROWS[sort.direction] : ''}</span>
                  </button>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key} className={column.numeric ? 'text-end' : undefined}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
