// The connection's side of Meteor's `registerStore`: data messages grouped per collection and
// handed to each store as one batch (beginUpdate / update… / endUpdate). Messages for a
// collection nobody registered yet are kept and replayed when its store registers, as Meteor does
// (a subscription can deliver documents before the code defining the collection has loaded).
// `capture` lets the stubs' bookkeeping keep a message aside (a stub's write is outstanding).
import type { DataMessage, Replacement, Store, StubOriginals } from './types';

export class StoreRegistry {
  private readonly stores = new Map<string, Store>();
  private readonly unclaimed = new Map<string, DataMessage[]>();

  constructor(private readonly capture: (message: DataMessage) => boolean = () => false) {}

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
    const byCollection = byCollectionOf(messages.filter((message) => !this.capture(message)));
    if (reset) {
      for (const name of this.stores.keys()) if (!byCollection.has(name)) byCollection.set(name, []);
    }
    for (const [name, list] of byCollection) {
      const store = this.stores.get(name);
      if (store) this.applyToStore(store, list, reset);
      else this.keepUnclaimed(name, list);
    }
  }

  /** Appends in place: copying the kept list on every batch made a long wait quadratic. */
  private keepUnclaimed(name: string, messages: readonly DataMessage[]): void {
    const kept = this.unclaimed.get(name);
    if (!kept) this.unclaimed.set(name, [...messages]);
    else for (const message of messages) kept.push(message);
  }

  /** Before a stub runs: every store starts recording what the stub changes. */
  saveOriginals(): void {
    for (const store of this.stores.values()) store.saveOriginals?.();
  }

  /** After the stub: what it wrote, per collection (collections it left alone are omitted). */
  retrieveOriginals(): Map<string, StubOriginals> {
    const written = new Map<string, StubOriginals>();
    for (const [name, store] of this.stores) {
      const originals = store.retrieveOriginals?.();
      if (originals && originals.size > 0) written.set(name, originals);
    }
    return written;
  }

  /** Hands the server's versions of documents stubs wrote to their stores, one batch each. */
  replace(replacements: readonly Replacement[]): void {
    for (const [name, list] of byCollectionOf(replacements)) {
      const store = this.stores.get(name);
      const replace = store?.replace?.bind(store);
      if (store && replace) this.batch(store, list.length, false, () => list.forEach((r) => replace(r.id, r.document)));
    }
  }

  private applyToStore(store: Store, messages: readonly DataMessage[], reset: boolean): void {
    this.batch(store, messages.length, reset, () => messages.forEach((message) => store.update(message)));
  }

  private batch(store: Store, size: number, reset: boolean, updates: () => void): void {
    store.beginUpdate(size, reset);
    try {
      updates();
    } finally {
      store.endUpdate();
    }
  }
}

function byCollectionOf<T extends { collection: string }>(items: readonly T[]): Map<string, T[]> {
  const byCollection = new Map<string, T[]>();
  for (const item of items) {
    const list = byCollection.get(item.collection);
    if (list) list.push(item);
    else byCollection.set(item.collection, [item]);
  }
  return byCollection;
}
