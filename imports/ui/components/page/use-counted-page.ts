// One page of a back-office list searched by free text (projects, candidates, expert entries):
// the page publication with its limit and skip, the page's rows from the client's collection in
// the server's order, and the total from the list's count method, asked again whenever the rows
// (or what `countKey` reads) change, so two admins' counts follow each other's writes.
import type { Mongo } from 'meteor/mongo';
import { useFind, useTracker } from 'meteor/react-meteor-data';
import { useSubscribe } from '../../lib/subscriptions';
import type { MethodArgs, MethodName, MethodResult, PublicationArgs, PublicationName } from '../../lib/wire-api';
import { useMethodValue } from './use-method-value';

/** The methods that count a list: they answer a number. */
type CountMethodName = { [N in MethodName]: MethodResult<N> extends number ? N : never }[MethodName];

export interface CountedPageOptions<Row extends { _id: string }, P extends PublicationName, C extends CountMethodName> {
  publication: P;
  /** The publication's filters, paging (`limit`, `skip`) included. */
  filters: PublicationArgs<P>[0];
  /** The page's rows in the client's collection (it holds just this page), in the server's order. */
  find(): Mongo.Cursor<Row>;
  countMethod: C;
  /** The count's argument: the filters without paging. */
  countFilters: MethodArgs<C>[0];
  page: number;
  pageSize: number;
  /** What makes the count out of date besides the rows' ids and statuses (read reactively). */
  countKey?(rows: Row[]): string;
}

export interface CountedPage<Row> {
  loading: boolean;
  rows: Row[];
  /** Rows matching the filters; null until counted. */
  count: number | null;
  pageCount: number;
  error: Error | null;
}

const idsAndStatuses = (rows: { _id: string; status?: string }[]) => rows.map((row) => `${row._id}:${row.status ?? ''}`).join();

export function useCountedPage<Row extends { _id: string; status?: string }, P extends PublicationName, C extends CountMethodName>(
  options: CountedPageOptions<Row, P, C>,
): CountedPage<Row> {
  const key = `${options.publication}|${JSON.stringify(options.filters)}`;
  const isLoading = useSubscribe(options.publication, ...([options.filters] as PublicationArgs<P>));
  const rows = useFind(options.find, [key]) as Row[];
  const refreshKey = useTracker(() => idsAndStatuses(rows) + (options.countKey?.(rows) ?? ''), [rows]);
  const counted = useMethodValue(options.countMethod, [options.countFilters] as MethodArgs<C>, refreshKey);
  const count = counted.value as number | null;
  const { error } = counted;
  const pageCount = count === null ? options.page : Math.max(1, Math.ceil(count / options.pageSize));
  return { loading: isLoading(), rows, count, pageCount, error };
}
