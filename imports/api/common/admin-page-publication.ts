// One page of an admin table as a live publication: the page's documents (skip/limit over the
// table's sort), documents of other collections the rows name (project titles, people's names),
// and a page record in the client-only `adminPages` collection with the total count and the
// page's ids in order, so the client renders exactly the server's page whatever else its
// collections hold. The record's _id is the publication name and its raw arguments as JSON, so
// the client finds it without knowing the subscription id, and two pages never share a record.
//
// Live: the page cursor is observed; any change to it (a new application on page 1, a move that
// takes a row out of a status filter) refreshes the total, the order and which related documents
// are followed (admin-page-related.ts keeps those live too),
// coalesced to one refresh at a time. Scale: pages past the middle are read from the end
// (pageWindow); the first record is built from the observer's own initial rows (they come in the
// cursor's order) rather than a second query; the total is counted in the database (SQLite's
// `count(*)` over the table's indexes in embedded mode, MongoDB's count from its indexes), and
// only when the page changes. Admins only; others get what every admin publication gives (anonymous: an empty
// ready subscription, logged in without the role: 403).
import type { PublishHandler } from 'meteor/ddp-server';
import { Meteor } from 'meteor/meteor';
import { loadActingUser } from './acting-user';
import { RelatedFeed } from './admin-page-related';
import type { AdminPageDefinition } from './admin-page-definition';
import { ADMIN_PAGE_SIZE, ADMIN_PAGES_COLLECTION, type AdminPageRecord, adminPageKey } from './admin-pages';
import { checkAccess } from './define-method';
import { validateParams } from './validate-params';

type Doc = { _id: string };

interface PageSubscription {
  userId: string | null;
  added(collection: string, id: string, fields: Record<string, unknown>): void;
  changed(collection: string, id: string, fields: Record<string, unknown>): void;
  removed(collection: string, id: string): void;
  ready(): void;
  onStop(callback: () => void): void;
}

export function registerAdminPagePublications(definitions: ReadonlyArray<AdminPageDefinition<string, never>>): void {
  for (const definition of definitions) {
    Meteor.publish(definition.name, async function adminPage(this: PageSubscription, ...args: unknown[]) {
      const params = validateParams(definition.params, args) as { filters?: object; page?: number };
      const user = await loadActingUser(this.userId);
      if (!user) {
        this.ready();
        return;
      }
      checkAccess('admin', user);
      await publishPage(this, definition as AdminPageDefinition, params, adminPageKey(definition.name, args));
    } as PublishHandler);
  }
}

interface PageWindow {
  sort: Record<string, 1 | -1>;
  skip: number;
  limit: number;
  /** Read from the end: the rows come newest-last and are turned round. */
  reversed: boolean;
}

/**
 * The page's window. Past the middle of the table it is read from the end with the sort turned
 * round, so the last page skips a few rows instead of walking past every earlier one.
 */
export function pageWindow(sort: Record<string, 1 | -1>, page: number, total: number): PageWindow {
  const skip = (page - 1) * ADMIN_PAGE_SIZE;
  if (skip * 2 < total || skip >= total) return { sort, skip, limit: ADMIN_PAGE_SIZE, reversed: false };
  const end = Math.min(total, skip + ADMIN_PAGE_SIZE);
  const reversedSort = Object.fromEntries(Object.entries(sort).map(([field, direction]) => [field, -direction as 1 | -1]));
  return { sort: reversedSort, skip: total - end, limit: end - skip, reversed: true };
}

async function publishPage(sub: PageSubscription, definition: AdminPageDefinition, params: { filters?: object; page?: number }, key: string): Promise<void> {
  const selector = await definition.selector(params.filters ?? {});
  const page = params.page ?? 1;
  const countAll = (): Promise<number> => definition.collection.find(selector).countAsync();
  const window = pageWindow(definition.sort(params.filters ?? {}), page, await countAll());
  const findOptions = { sort: window.sort, skip: window.skip, limit: window.limit, fields: definition.fields };
  const collectionName = definition.collection._name;
  const relatedFeeds = definition.related.map((related) => new RelatedFeed(related, sub));
  let stopped = false;

  /** The page record for `rows` (in the cursor's order), after their related documents were sent. */
  const recordOf = async (rows: Doc[], total: number): Promise<Omit<AdminPageRecord, '_id'>> => {
    if (window.reversed) rows.reverse();
    await syncRelated(rows);
    return { total, page, pageCount: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)), ids: rows.map((row) => row._id) };
  };
  const readRecord = async (): Promise<Omit<AdminPageRecord, '_id'>> => {
    const [rows, total] = await Promise.all([definition.collection.find(selector, findOptions).fetchAsync(), countAll()]);
    return recordOf(rows, total);
  };

  const syncRelated = async (rows: Doc[]): Promise<void> => {
    for (const feed of relatedFeeds) await feed.follow(rows);
  };

  // One refresh at a time; changes during a refresh ask for one more.
  let refreshing: Promise<void> | null = null;
  let again = false;
  const refresh = (): void => {
    if (stopped) return;
    if (refreshing) {
      again = true;
      return;
    }
    refreshing = (async () => {
      do {
        again = false;
        const record = await readRecord();
        if (!stopped) sub.changed(ADMIN_PAGES_COLLECTION, key, record);
      } while (again && !stopped);
    })()
      .catch((error: unknown) => console.error(`${definition.name}: refreshing the page failed`, error))
      .finally(() => {
        refreshing = null;
      });
  };

  let initializing = true;
  const initialRows: Doc[] = [];
  const handle = await definition.collection.find(selector, findOptions).observeChangesAsync({
    added(id: string, fields: Record<string, unknown>) {
      if (initializing) initialRows.push({ ...fields, _id: id });
      sub.added(collectionName, id, fields);
      if (!initializing) refresh();
    },
    changed(id: string, fields: Record<string, unknown>) {
      sub.changed(collectionName, id, fields);
    },
    removed(id: string) {
      sub.removed(collectionName, id);
      if (!initializing) refresh();
    },
  });
  initializing = false;
  sub.onStop(() => {
    stopped = true;
    handle.stop();
    for (const feed of relatedFeeds) feed.stop();
  });
  // Counted again now the rows are observed (free when nothing changed), so the total matches them.
  sub.added(ADMIN_PAGES_COLLECTION, key, await recordOf(initialRows, await countAll()));
  sub.ready();
}
