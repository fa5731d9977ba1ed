// One live page of an admin table: subscribes to the table's page publication with its filters
// and page number, and returns the rows in the server's order (from the page record's ids, so
// other subscriptions feeding the same collection never add rows), the total and the page count.
import { Mongo } from 'meteor/mongo';
import { useSubscribe, useTracker } from 'meteor/react-meteor-data';

interface AdminPageRecord {
  _id: string;
  total: number;
  page: number;
  pageCount: number;
  ids: string[];
}

/** Filled by the admin page publications only (client-side name of the page records). */
const AdminPages = new Mongo.Collection<AdminPageRecord>('adminPages');

export interface AdminPageData<Row> {
  loading: boolean;
  rows: Row[];
  total: number | null;
  pageCount: number;
}

/** The record's _id: publication name and arguments, as the server builds it. */
function pageKey(name: string, args: unknown[]): string {
  return `${name}|${JSON.stringify(args)}`;
}

export function useAdminPage<Row extends { _id: string }>(
  publication: string,
  collection: Mongo.Collection<Row>,
  filters: Record<string, unknown>,
  page: number,
): AdminPageData<Row> {
  // Leave out unset filters, so `{status: undefined}` and `{}` are the same page.
  const cleanFilters = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));
  const args = [cleanFilters, page];
  const key = pageKey(publication, args);
  const isLoading = useSubscribe(publication, ...args);
  const data = useTracker(() => {
    const record = AdminPages.findOne(key);
    if (!record) return null;
    const rows = record.ids.map((id) => collection.findOne(id)).filter((row): row is Row => row !== undefined);
    return { loading: false, rows, total: record.total, pageCount: record.pageCount };
  }, [key, collection]);
  const loading = isLoading();
  return data ? { ...data, loading } : { loading: true, rows: [], total: null, pageCount: 1 };
}
