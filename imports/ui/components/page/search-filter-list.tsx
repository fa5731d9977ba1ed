// A back-office list searched by free text (projects, candidates, expert entries): the filter
// panel (search box, choice filters, "Reset filters") beside the live count line and the sortable
// table with its pager. The screen declares its filters, columns and words; the address holds
// the query (useTableQuery) and useAdminPage brings the page and its count.
import type { FormEvent, ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../i18n/message-ids';
import { SearchField, useSearchText } from '../filters/search-field';
import type { ChoiceFilterSpec } from './admin-table';
import { ChoiceFilter } from './choice-filter';
import { DataTable, type DataTableProps } from './data-table';
import { ListWithFilters } from './list-with-filters';
import { Pager } from './pager';
import type { AdminPageData } from './use-admin-page';
import type { TableQuery } from './use-table-query';
import { WORD_IDS } from './words';

/** The free text is the `q` parameter of every searched list. */
type SearchQuery = TableQuery<string>;

export interface SearchFilterListProps<Row extends { _id: string }> extends Omit<DataTableProps<Row>, 'rows' | 'rowKey' | 'loading'> {
  query: SearchQuery;
  /** Names the filter panel's search region: "Search projects". */
  searchLabel: string;
  /** What the free text is matched against: "Title, reference or client". */
  textLabel: string;
  /** Controls above the search box (a choice of view that the filters depend on). */
  before?: ReactNode;
  choices: readonly ChoiceFilterSpec[];
  /** Parameters "Reset filters" keeps (the view). */
  keep?: readonly string[];
  /** The count line: a plural message of `{count}` ("12 projects found"). */
  found: MessageId;
  /** The page's rows and their total (useAdminPage). */
  list: AdminPageData<Row>;
}

export function SearchFilterList<Row extends { _id: string }>({ query, searchLabel, textLabel, before, choices, keep = [], found, list, ...table }: SearchFilterListProps<Row>) {
  const [text, setText] = useSearchText(query.filters.q);
  const search = (event: FormEvent) => {
    event.preventDefault();
    query.setFilter('q', text.trim());
  };
  const reset = () => {
    setText('');
    query.setFilters(Object.fromEntries(Object.keys(query.filters).filter((name) => !keep.includes(name)).map((name) => [name, undefined])));
  };
  const filters = (
    <Form role="search" aria-label={searchLabel} onSubmit={search}>
      {before}
      <SearchField controlId={`${searchLabel.replace(/\W+/g, '-').toLowerCase()}-text`} label={textLabel} value={text} onChange={setText} />
      {choices.map((choice) => (
        <ChoiceFilter key={choice.name} panel label={choice.label} value={query.filters[choice.name] ?? ''} options={choice.options} allLabel={choice.allLabel} onChange={(value) => query.setFilter(choice.name, value)} />
      ))}
      <Button variant="link" className="px-0" onClick={reset}>
        <FormattedMessage id={WORD_IDS.resetFilters} />
      </Button>
    </Form>
  );
  return (
    <ListWithFilters
      filters={filters}
      filtered={Boolean(query.filters.q) || choices.some((choice) => query.filters[choice.name])}
      status={list.total === null ? <FormattedMessage id={WORD_IDS.loading} /> : <FormattedMessage id={found} values={{ count: list.total }} />}
    >
      <DataTable {...table} rows={list.rows} rowKey={(row) => row._id} loading={list.loading} />
      <Pager page={query.page} pageCount={list.pageCount} onPage={query.setPage} disabled={list.loading} />
    </ListWithFilters>
  );
}
