// The contract between publications and collections, as in Meteor: a publish function may return
// a cursor (or an array of cursors of distinct collections); the server recognises a cursor by
// `_publishCursor` and asks it to feed the subscription through `added/changed/removed`, stopping
// its observer in `onStop`. The mongo package implements PublishableCursor.
export interface SubscriptionSink {
  added(collection: string, id: string, fields: Record<string, unknown>): void;
  changed(collection: string, id: string, fields: Record<string, unknown>): void;
  removed(collection: string, id: string): void;
  onStop(callback: () => void | Promise<void>): void;
}

export interface PublishableCursor {
  _getCollectionName(): string;
  /** Sends the initial documents (resolving once they are sent) and keeps them live. */
  _publishCursor(sub: SubscriptionSink): Promise<void>;
}

export function isPublishableCursor(value: unknown): value is PublishableCursor {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as PublishableCursor)._publishCursor === 'function' &&
    typeof (value as PublishableCursor)._getCollectionName === 'function'
  );
}
