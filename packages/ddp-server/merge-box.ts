// A session's merge box: the per-collection views of everything the session's subscriptions
// publish (Meteor keeps them as `session.collectionViews`). Subscriptions address it with their
// subscription handle (`N<subId>` named, `U<random>` universal). Left out: nothing beyond the
// collection view's own omissions.
import { type MergeBoxCallbacks, SessionCollectionView } from './session-collection-view';

export class MergeBox {
  private readonly views = new Map<string, SessionCollectionView>();

  constructor(private readonly callbacks: MergeBoxCallbacks) {}

  added(subscriptionHandle: string, collection: string, id: string, fields: Record<string, unknown>): void {
    this.view(collection).added(subscriptionHandle, id, fields);
  }

  changed(subscriptionHandle: string, collection: string, id: string, fields: Record<string, unknown>): void {
    this.view(collection).changed(subscriptionHandle, id, fields);
  }

  removed(subscriptionHandle: string, collection: string, id: string): void {
    const view = this.views.get(collection);
    if (!view) throw new Error(`Removed nonexistent document ${id}`);
    view.removed(subscriptionHandle, id);
    // Drop empty views so a long-lived session does not accumulate collections it no longer has.
    if (view.isEmpty()) this.views.delete(collection);
  }

  /** The collections and documents the client currently holds (for tests and diffs). */
  snapshot(): Map<string, Map<string, Record<string, unknown>>> {
    const out = new Map<string, Map<string, Record<string, unknown>>>();
    for (const [name, view] of this.views) {
      const docs = new Map<string, Record<string, unknown>>();
      for (const [id, doc] of view.documents) docs.set(id, doc.getFields());
      out.set(name, docs);
    }
    return out;
  }

  /** Sends through `callbacks` the changes that turn `previous`'s content into this box's. */
  sendDiffFrom(previous: MergeBox, callbacks: MergeBoxCallbacks): void {
    for (const [name, view] of this.views) view.diffFrom(previous.views.get(name), callbacks);
    for (const [name, oldView] of previous.views) {
      if (!this.views.has(name)) new SessionCollectionView(name, callbacks).diffFrom(oldView, callbacks);
    }
  }

  private view(collection: string): SessionCollectionView {
    let view = this.views.get(collection);
    if (!view) {
      view = new SessionCollectionView(collection, this.callbacks);
      this.views.set(collection, view);
    }
    return view;
  }
}
