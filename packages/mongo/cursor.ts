// Meteor 3's server cursor: `find()` returns it synchronously and nothing runs until an async
// method is called (fetchAsync, countAsync, forEachAsync, mapAsync, async iteration,
// observeChangesAsync). It also implements the publication contract: a publish function that
// returns a cursor gets its documents sent and kept live through `_publishCursor`. Left out:
// `transform`, ordered `observeAsync`, `reactive`, `disableOplog` and polling options.
import type { PublishableCursor, SubscriptionSink } from '../ddp-server/publish-contract';
import type { CollectionDriver, DriverFindOptions, Query } from './drivers/driver';
import { observeChanges } from './live/multiplexer-registry';
import type { Document, ObserveChangesCallbacks, ObserveHandle } from './types';

export interface CursorSource {
  readonly _name: string;
  _driver(): Promise<CollectionDriver>;
}

export class Cursor<T extends Document = Document> implements PublishableCursor, AsyncIterable<T> {
  constructor(
    private readonly source: CursorSource,
    private readonly selector: Query,
    private readonly options: DriverFindOptions,
  ) {}

  async fetchAsync(): Promise<T[]> {
    const driver = await this.source._driver();
    return (await driver.find(this.selector, this.options)) as T[];
  }

  /** Counts the matching documents, honouring skip and limit as Meteor's countAsync does. */
  async countAsync(): Promise<number> {
    const driver = await this.source._driver();
    return driver.count(this.selector, this.options);
  }

  async forEachAsync(callback: (doc: T, index: number, cursor: this) => unknown): Promise<void> {
    const docs = await this.fetchAsync();
    for (let index = 0; index < docs.length; index += 1) await callback(docs[index] as T, index, this);
  }

  async mapAsync<R>(callback: (doc: T, index: number, cursor: this) => R | Promise<R>): Promise<R[]> {
    const docs = await this.fetchAsync();
    const results: R[] = [];
    for (let index = 0; index < docs.length; index += 1) results.push(await callback(docs[index] as T, index, this));
    return results;
  }

  async *[Symbol.asyncIterator](): AsyncIterator<T> {
    for (const doc of await this.fetchAsync()) yield doc;
  }

  count(): never {
    throw new Error('count() is not available on the server. Please use countAsync() instead.');
  }

  /**
   * Watches the result set: `added` for each current document (the promise resolves after
   * them), then `added`/`changed`/`removed` as writes change it. Identical cursors share one
   * query (the observe multiplexer).
   */
  async observeChangesAsync(callbacks: ObserveChangesCallbacks): Promise<ObserveHandle> {
    const projection = this.options.projection;
    if (projection && (projection._id === 0 || projection._id === false)) {
      throw new Error('You may not observe a cursor with {fields: {_id: 0}}');
    }
    const driver = await this.source._driver();
    return observeChanges(driver, this.selector, this.options, callbacks);
  }

  _getCollectionName(): string {
    return this.source._name;
  }

  async _publishCursor(sub: SubscriptionSink): Promise<void> {
    const collection = this.source._name;
    const handle = await this.observeChangesAsync({
      added: (id, fields) => sub.added(collection, id, fields),
      changed: (id, fields) => sub.changed(collection, id, fields),
      removed: (id) => sub.removed(collection, id),
    });
    sub.onStop(() => handle.stop());
  }
}
