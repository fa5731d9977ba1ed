// The connection's side of Meteor's `registerStore`: data messages grouped per collection and
// handed to each store as one batch (beginUpdate / update… / endUpdate). Messages for a
// collection nobody registered yet are kept and replayed when its store registers, as Meteor does
// (a subscription can deliver documents before the code defining the collection has loaded).
import type { DataMessage, Store } from './types';

export class StoreRegistry {
  private readonly stores = new Map<string, Store>();
  private readonly unclaimed = new Map<string, DataMessage[]>();

  /** Returns false when a store already exists for the name (the new one is ignored). */
  register(name: string, store: Store): boolean {
    if (this.stores.has(name)) return false;
    this.stores.set(name, store);
    const waiting = this.unclaimed.get(name);
    this.unclaimed.delete(name);
    if (waiting && waiting.length > 0) this.applyToStore(store, waiting, false);
    return true;
  }

  has(name: string): boolean {
    return this.stores.has(name);
  }

  /**
   * Applies messages in arrival order. With `reset`, every registered store is emptied first
   * inside its batch, and unclaimed messages from the old connection are dropped.
   */
  apply(messages: readonly DataMessage[], reset: boolean): void {
    if (reset) this.unclaimed.clear();
    const byCollection = new Map<string, DataMessage[]>();
    for (const message of messages) {
      const list = byCollection.get(message.collection);
      if (list) list.push(message);
      else byCollection.set(message.collection, [message]);
    }
    if (reset) {
      for (const name of this.stores.keys()) if (!byCollection.has(name)) byCollection.set(name, []);
    }
    for (const [name, list] of byCollection) {
      const store = this.stores.get(name);
      if (store) this.applyToStore(store, list, reset);
      else this.unclaimed.set(name, [...(this.unclaimed.get(name) ?? []), ...list]);
    }
  }

  private applyToStore(store: Store, messages: readonly DataMessage[], reset: boolean): void {
    store.beginUpdate(messages.length, reset);
    try {
      for (const message of messages) store.update(message);
    } finally {
      store.endUpdate();
    }
  }
}
