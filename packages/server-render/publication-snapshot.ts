// A publication run once, as a visitor's subscription would run it, for the page's data: the
// registered publish function (with its argument check and access rule) gets a subscription that
// collects `added/changed/removed` instead of feeding a session; the cursors it returns are
// fetched once with their own selector and options (fields included), which is what their first
// `added` messages would carry, without starting a live observer per page load.
// So a server-rendered page holds exactly the documents and fields the subscription would send:
// never more. `callAsVisitor` does the same for a method (the count beside a list).
import { currentMethodInvocation, currentPublicationInvocation, ddpServer, isPublishableCursor, type PublishableCursor } from '../ddp-server/index';
import type { ConnectionHandle } from '../ddp-server/current-invocation';
import { MeteorError } from '../meteor/errors';

export interface PublicationSnapshot {
  /** Documents by collection name, in the order they were added (`_id` first). */
  collections: Record<string, Array<Record<string, unknown> & { _id: string }>>;
}

class CollectingSubscription {
  readonly userId: string | null;
  readonly connection: ConnectionHandle | null = null;
  readonly isSimulation = false;
  private readonly docs = new Map<string, Map<string, Record<string, unknown>>>();
  private readonly stopCallbacks: Array<() => void | Promise<void>> = [];
  failure: unknown = null;

  constructor(userId: string | null) {
    this.userId = userId;
  }

  added(collection: string, id: string, fields: Record<string, unknown>): void {
    let byId = this.docs.get(collection);
    if (!byId) this.docs.set(collection, (byId = new Map()));
    byId.set(String(id), { ...fields });
  }

  changed(collection: string, id: string, fields: Record<string, unknown>): void {
    const doc = this.docs.get(collection)?.get(String(id));
    if (!doc) return;
    for (const [key, value] of Object.entries(fields)) {
      if (value === undefined) delete doc[key];
      else doc[key] = value;
    }
  }

  removed(collection: string, id: string): void {
    this.docs.get(collection)?.delete(String(id));
  }

  ready(): void {}
  unblock(): void {}
  error(error: unknown): void {
    this.failure = error;
  }
  stop(): void {}
  onStop(callback: () => void | Promise<void>): void {
    this.stopCallbacks.push(callback);
  }

  async stopObservers(): Promise<void> {
    await Promise.all(this.stopCallbacks.splice(0).map(async (callback) => callback()));
  }

  snapshot(): PublicationSnapshot {
    const collections: PublicationSnapshot['collections'] = {};
    for (const [name, byId] of this.docs) collections[name] = [...byId].map(([_id, fields]) => ({ _id, ...fields }));
    return { collections };
  }
}

/**
 * Runs publication `name` with `args` for `userId` (null: a visitor) and returns what it would
 * publish first. Throws the publication's error (a Meteor.Error for refused arguments).
 */
export async function snapshotPublication(name: string, args: unknown[], userId: string | null = null): Promise<PublicationSnapshot> {
  const handler = ddpServer.findPublication(name);
  if (!handler) throw new MeteorError(404, `Subscription '${name}' not found`);
  const sub = new CollectingSubscription(userId);
  try {
    const result: unknown = await currentMethodInvocation.exit(() =>
      currentPublicationInvocation.run(sub as never, () => (handler as (...params: unknown[]) => unknown).apply(sub, structuredClone(args))),
    );
    const cursors: PublishableCursor[] = isPublishableCursor(result) ? [result] : Array.isArray(result) ? result.filter(isPublishableCursor) : [];
    await Promise.all(
      cursors.map(async (cursor) => {
        const fetchable = cursor as PublishableCursor & { fetchAsync?: () => Promise<Array<Record<string, unknown> & { _id: unknown }>> };
        if (!fetchable.fetchAsync) return cursor._publishCursor(sub as never);
        const collection = cursor._getCollectionName();
        for (const { _id, ...fields } of await fetchable.fetchAsync()) sub.added(collection, String(_id), fields);
        return undefined;
      }),
    );
    if (sub.failure) throw sub.failure;
    return sub.snapshot();
  } finally {
    await sub.stopObservers();
  }
}

/** Calls method `name` as a visitor would (no user, no connection) and returns its result. */
export function callAsVisitor<T>(name: string, ...args: unknown[]): Promise<T> {
  return currentMethodInvocation.exit(() => currentPublicationInvocation.exit(() => ddpServer.applyAsync(name, args))) as Promise<T>;
}
