// A back-office table as a declaration: the page publication it shows, the collection its rows
// arrive in, its filters (each a list of choices, or a narrowing set by a link elsewhere that is
// shown only as the way back to every row), its columns and its words. Filters and page live in
// the address (useTableQuery), the rows and count come live from the server (useAdminPage), and
// PagedTable lays them out like every other back-office list.
import type { Mongo } from 'meteor/mongo';
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import type { ListItem } from '../../../api/common/lists/list-item';
import { type MovableRow, type PipelineMoves, usePipelineMoves } from '../admin/pipeline-moves';
import { ChoiceFilter } from './choice-filter';
import type { Column } from './data-table';
import { PagedTable } from './paged-table';
import { useAdminPage } from './use-admin-page';
import { type QueryParam, useClampedPage, useTableQuery } from './use-table-query';
import { EmptyState } from './view-states';
import type { AdminPageName } from '../../lib/wire-api';
import type { MessageId } from '../../../i18n/message-ids';

interface FilterBase {
  /** The address parameter. */
  name: string;
  /** The publication's filter, where its name differs from the address's (project → projectId). */
  param?: string;
}

/** A select of the list's values, with "All" (or `allLabel`) for no filter. */
export interface ChoiceFilterSpec extends FilterBase {
  label: string;
  options: readonly ListItem[];
  allLabel?: string;
}

/** A narrowing another screen links to (?project=…): shown only as a button that lifts it. */
export interface LinkedFilterSpec extends FilterBase {
  clearLabel: string;
}

export type AdminFilter = ChoiceFilterSpec | LinkedFilterSpec;

export interface AdminTableProps<Row extends { _id: string }> {
  publication: AdminPageName;
  collection: Mongo.Collection<Row>;
  filters: readonly AdminFilter[];
  /** The count line: a plural message of `{count}` ("12 requests found"). */
  found: MessageId;
  caption: string;
  /** Names the filters' region ("Filter requests"). */
  filtersLabel: string;
  columns: Column<Row>[];
  /** The empty state's title with a choice filter set, and without; `hint` says what fills the table. */
  empty: { filtered: string; none: string; hint?: string };
  /** The result of an action on a row, between the filters and the count. */
  notice?: ReactNode;
  /** A pipeline's status moves: an Action column and the move dialog. */
  moves?: PipelineMoves<Row & MovableRow>;
}


const isChoice = (filter: AdminFilter): filter is ChoiceFilterSpec => 'options' in filter;

/** The address parameters the filters declare: a choice takes one of its values, a link any id. */
function querySpec(filters: readonly AdminFilter[]): Record<string, QueryParam> {
  return Object.fromEntries(filters.map((filter) => [filter.name, isChoice(filter) ? filter.options.map((option) => option.value) : 'text']));
}

export function AdminTable<Row extends { _id: string }>({ publication, collection, filters, empty, moves, columns, ...table }: AdminTableProps<Row>) {
  const query = useTableQuery(querySpec(filters));
  const asked = Object.fromEntries(filters.map((filter) => [filter.param ?? filter.name, query.filters[filter.name]]));
  const { loading, rows, total, pageCount } = useAdminPage<Row>(publication, collection, asked, query.page);
  useClampedPage(query.page, pageCount, total, query.setPage);
  const pipeline = usePipelineMoves(moves, rows as Array<Row & MovableRow>);
  const controls = filters.map((filter) =>
    isChoice(filter) ? (
      <ChoiceFilter key={filter.name} label={filter.label} value={query.filters[filter.name] ?? ''} options={filter.options} allLabel={filter.allLabel} onChange={(value) => query.setFilter(filter.name, value)} />
    ) : (
      query.filters[filter.name] && (
        <Button key={filter.name} variant="link" size="sm" onClick={() => query.setFilter(filter.name, undefined)}>
          {filter.clearLabel}
        </Button>
      )
    ),
  );
  return (
    <>
      <PagedTable
        {...table}
        columns={pipeline.column ? [...columns, pipeline.column as Column<Row>] : columns}
        filters={<>{controls}</>}
        total={total}
        page={query.page}
        pageCount={pageCount}
        onPage={query.setPage}
        rows={rows}
        rowKey={(row) => row._id}
        loading={loading}
        empty={
          <EmptyState title={filters.some((filter) => isChoice(filter) && query.filters[filter.name]) ? empty.filtered : empty.none}>{empty.hint}</EmptyState>
        }
      />
      {pipeline.dialog}
    </>
  );
}
