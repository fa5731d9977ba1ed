// One live page of an admin table: subscribes to the table's page publication with its filters
// and page number, and returns the rows in the server's order (from the page record's ids, so
// other subscriptions feeding the same collection never add rows), the total and the page count.
import { Mongo } from 'meteor/mongo';
import { useTracker } from 'meteor/react-meteor-data';
import { useSubscribe } from '../../lib/subscriptions';
import type { AdminPageName, PublicationArgs } from '../../lib/wire-api';
import { ADMIN_PAGES_COLLECTION, type AdminPageRecord, adminPageKey } from '../../../api/common/admin-pages';

/** Filled by the admin page publications only. */
const AdminPages = new Mongo.Collection<AdminPageRecord>(ADMIN_PAGES_COLLECTION);

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
  const key = adminPageKey(publication, args);
  const isLoading = useSubscribe<N>(publication, ...args);
  const data = useTracker(() => {
    const record = AdminPages.findOne(key);
    if (!record) return null;
    const rows = record.ids.map((id) => collection.findOne(id)).filter((row): row is Row => row !== undefined);
    return { loading: false, rows, total: record.total, pageCount: record.pageCount };
  }, [key, collection]);
  const loading = isLoading();
  return data ? { ...data, loading } : { loading: true, rows: [], total: null, pageCount: 1 };
}
