// One live page of an admin table: subscribes to the table's page publication with its filters
// and page number, and returns the rows in the server's order (from the page record's ids, so
// other subscriptions feeding the same collection never add rows), the total and the page count.
import type { Mongo } from 'meteor/mongo';
import { useSubscribe } from '../../lib/subscriptions';
import { useListPage } from '../../lib/use-list-page';
import type { AdminPageName, PublicationArgs } from '../../lib/wire-api';
import type { AdminPageRecord } from '../../../api/common/admin-pages';
import { listPageKey } from '../../../api/common/list-pages';

export interface AdminPageData<Row> {
  loading: boolean;
  rows: Row[];
  total: number | null;
  pageCount: number;
}

export function useAdminPage<Row extends { _id: string }, N extends AdminPageName = AdminPageName>(
  publication: N,
  collection: Mongo.Collection<Row>,
  filters: Record<string, unknown>,
  page: number,
): AdminPageData<Row> {
  // Leave out unset filters, so `{status: undefined}` and `{}` are the same page.
  const cleanFilters = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));
  const args = [cleanFilters, page] as PublicationArgs<N>;
  const isLoading = useSubscribe<N>(publication, ...args);
  const data = useListPage<Row, AdminPageRecord>(listPageKey(publication, args), collection);
  const loading = isLoading();
  return data ? { loading, rows: data.rows, total: data.record.total, pageCount: data.record.pageCount } : { loading: true, rows: [], total: null, pageCount: 1 };
}
