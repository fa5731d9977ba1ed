// One page of an admin table as a live publication: the page's documents (skip/limit over the
// table's sort), documents of other collections the rows name (project titles, people's names),
// and the page's list record (list-page-publication.ts) with the total count besides the page's
// ids in order, so the client renders exactly the server's page whatever else its collections
// hold. The record's _id is the publication name and its raw arguments as JSON, so the client
// finds it without knowing the subscription id, and two pages never share a record.
//
// Live: the page cursor is observed; any change to it (a new application on page 1, a move that
// takes a row out of a status filter, an edit that re-orders the page) refreshes the total, the
// order and which related documents are followed (admin-page-related.ts keeps those live too),
// coalesced to one refresh at a time. Scale: pages past the middle are read from the end
// (pageWindow); the first record is built from the observer's own initial rows; the total is
// counted in the database (SQLite's `count(*)` over the table's indexes, kept between writes by
// the driver's count cache; MongoDB counts from its indexes), and only when the page changes.
// Admins only; others get what every admin publication gives (anonymous: an empty ready
// subscription, logged in without the role: 403). A page with an `owner` field is instead any
// signed-in user's own rows (the owner field matched to the caller, after the filters).
import type { PublishHandler } from 'meteor/ddp-server';
import { Meteor } from 'meteor/meteor';
import { loadActingUser } from './acting-user';
import { RelatedFeed } from './admin-page-related';
import type { AdminPageDefinition } from './admin-page-definition';
import { ADMIN_PAGE_SIZE, type AdminPageRecord } from './admin-pages';
import { checkAccess } from './define-method';
import { publishListPage } from './list-page-publication';
import { listPageKey } from './list-pages';
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
      // A user's own list: their rows whatever their roles (admins included), nobody else's.
      const own = definition.owner ? { [definition.owner]: user._id } : null;
      if (!own) checkAccess('admin', user);
      await publishPage(this, definition as AdminPageDefinition, params, listPageKey(definition.name, args), own);
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

async function publishPage(
  sub: PageSubscription,
  definition: AdminPageDefinition,
  params: { filters?: object; page?: number },
  key: string,
  own: Record<string, string> | null,
): Promise<void> {
  const selector = { ...(await definition.selector(params.filters ?? {})), ...own };
  const page = params.page ?? 1;
  const countAll = (): Promise<number> => definition.collection.find(selector).countAsync();
  // The first page is read from the start whatever the total, so it does not count first: a
  // count the driver does not keep (a text search's) would be a second search per subscription.
  const window = pageWindow(definition.sort(params.filters ?? {}), page, page === 1 ? 0 : await countAll());
  const findOptions = { sort: window.sort, skip: window.skip, limit: window.limit, fields: definition.fields };
  const relatedFeeds = definition.related.map((related) => new RelatedFeed(related, sub));
  sub.onStop(() => {
    for (const feed of relatedFeeds) feed.stop();
  });

  await publishListPage(sub, {
    collection: definition.collection,
    selector,
    options: findOptions,
    key,
    name: definition.name,
    /** The page record for `rows` (in the cursor's order), after their related documents were sent. */
    async record(rows: Doc[]): Promise<Omit<AdminPageRecord, '_id'>> {
      if (window.reversed) rows.reverse();
      for (const feed of relatedFeeds) await feed.follow(rows);
      // Counted now the rows are read (free when nothing changed), so the total matches them.
      const total = await countAll();
      return { total, page, pageCount: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)), ids: rows.map((row) => row._id) };
    },
  });
  sub.ready();
}
