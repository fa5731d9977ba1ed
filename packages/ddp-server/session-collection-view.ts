// One collection as one session sees it in Meteor's merge box (`SessionCollectionView`): merges
// what every subscription of the session publishes into one view per document, so the client
// gets one `added` per document however many subscriptions publish it, `changed` only for
// visible differences (EJSON.equals suppresses no-op changes) and `removed` when the last
// subscription lets go. Left out: the NO_MERGE publication strategies (only SERVER_MERGE).
import { EJSON } from '../ejson/index';
import { type ChangeCollector, SessionDocumentView } from './session-document-view';

/** Where the merge box sends its output: the session's wire, or a recorder in tests. */
export interface MergeBoxCallbacks {
  added(collection: string, id: string, fields: Record<string, unknown>): void;
  changed(collection: string, id: string, fields: Record<string, unknown>): void;
  removed(collection: string, id: string): void;
}

export class SessionCollectionView {
  readonly documents = new Map<string, SessionDocumentView>();

  constructor(
    readonly collectionName: string,
    private readonly callbacks: MergeBoxCallbacks,
  ) {}

  isEmpty(): boolean {
    return this.documents.size === 0;
  }

  added(subscriptionHandle: string, id: string, fields: Record<string, unknown>): void {
    let view = this.documents.get(id);
    const isNew = view === undefined;
    if (!view) {
      view = new SessionDocumentView();
      this.documents.set(id, view);
    }
    // A subscription adding a document it already publishes updates its own values instead.
    const isAdd = !view.existsIn.has(subscriptionHandle);
    view.existsIn.add(subscriptionHandle);
    const collector: ChangeCollector = {};
    for (const [key, value] of Object.entries(fields)) {
      if (value === undefined) view.clearField(subscriptionHandle, key, collector);
      else view.changeField(subscriptionHandle, key, value, collector, isAdd);
    }
    if (isNew) this.callbacks.added(this.collectionName, id, collector);
    else if (Object.keys(collector).length > 0) this.callbacks.changed(this.collectionName, id, collector);
  }

  changed(subscriptionHandle: string, id: string, fields: Record<string, unknown>): void {
    const view = this.documents.get(id);
    if (!view) throw new Error(`Could not find element with id ${id} to change`);
    const collector: ChangeCollector = {};
    for (const [key, value] of Object.entries(fields)) {
      if (value === undefined) view.clearField(subscriptionHandle, key, collector);
      else view.changeField(subscriptionHandle, key, value, collector, false);
    }
    if (Object.keys(collector).length > 0) this.callbacks.changed(this.collectionName, id, collector);
  }

  removed(subscriptionHandle: string, id: string): void {
    const view = this.documents.get(id);
    if (!view) throw new Error(`Removed nonexistent document ${id}`);
    view.existsIn.delete(subscriptionHandle);
    if (view.existsIn.size === 0) {
      this.documents.delete(id);
      this.callbacks.removed(this.collectionName, id);
      return;
    }
    // Others still publish it: withdraw only this subscription's fields.
    const collector: ChangeCollector = {};
    for (const key of [...view.dataByKey.keys()]) view.clearField(subscriptionHandle, key, collector);
    if (Object.keys(collector).length > 0) this.callbacks.changed(this.collectionName, id, collector);
  }

  /**
   * Sends what turns `previous` (what the client has) into this view (used after a user change
   * re-ran the subscriptions into a fresh merge box).
   */
  diffFrom(previous: SessionCollectionView | undefined, callbacks: MergeBoxCallbacks): void {
    const before = previous?.documents ?? new Map<string, SessionDocumentView>();
    for (const [id, view] of this.documents) {
      const old = before.get(id);
      if (!old) {
        callbacks.added(this.collectionName, id, view.getFields());
        continue;
      }
      const oldFields = old.getFields();
      const newFields = view.getFields();
      const changed: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(newFields)) {
        if (!(key in oldFields) || !EJSON.equals(oldFields[key], value)) changed[key] = value;
      }
      for (const key of Object.keys(oldFields)) if (!(key in newFields)) changed[key] = undefined;
      if (Object.keys(changed).length > 0) callbacks.changed(this.collectionName, id, changed);
    }
    for (const id of before.keys()) {
      if (!this.documents.has(id)) callbacks.removed(this.collectionName, id);
    }
  }
}
