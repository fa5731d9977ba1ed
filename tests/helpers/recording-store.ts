// A client-side store for one collection, fed through the DDP client's store contract
// (`registerStore`: beginUpdate/update/endUpdate): it keeps the documents the client currently
// holds and counts the batches, so tests see exactly what a client collection would.
import type { DataMessage, Store } from '../../packages/ddp-client/types';

export type ClientDoc = Record<string, unknown>;

export class RecordingStore implements Store {
  readonly docs = new Map<string, ClientDoc>();
  /** Every data message applied, in order (`reset` batches start with a `reset` marker). */
  readonly history: Array<DataMessage | { msg: 'reset' }> = [];

  beginUpdate(_batchSize: number, reset: boolean): void {
    if (!reset) return;
    this.docs.clear();
    this.history.push({ msg: 'reset' });
  }

  update(message: DataMessage): void {
    this.history.push(message);
    if (message.msg === 'removed') {
      this.docs.delete(message.id);
      return;
    }
    const doc = { ...(this.docs.get(message.id) ?? {}) };
    for (const [key, value] of Object.entries(message.fields ?? {})) {
      if (value === undefined) delete doc[key];
      else doc[key] = value;
    }
    this.docs.set(message.id, doc);
  }

  endUpdate(): void {}

  /** The documents as `{_id, ...fields}`, sorted by id. */
  snapshot(): ClientDoc[] {
    return [...this.docs.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([id, fields]) => ({ _id: id, ...fields }));
  }
}
