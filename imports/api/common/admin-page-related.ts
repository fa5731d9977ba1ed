// The documents of another collection an admin page's rows name (project titles, people's names,
// a candidate's directory entry), kept live like the rows: the documents matching the values the
// rows name are observed, so an entry published while the table is open changes its badge. When
// the rows name other values, a new observer replaces the old one and only the difference is
// sent (added for new documents, removed for those no row names any more).
import type { RelatedDocuments } from './admin-page-definition';

type Fields = Record<string, unknown>;

export interface RelatedSink {
  added(collection: string, id: string, fields: Fields): void;
  changed(collection: string, id: string, fields: Fields): void;
  removed(collection: string, id: string): void;
}

export class RelatedFeed {
  private values = new Set<string>();
  private handle: { stop(): void } | null = null;
  /** Ids sent to the subscription, so a replaced observer sends only the difference. */
  private readonly published = new Set<string>();
  private stopped = false;

  constructor(
    private readonly related: RelatedDocuments,
    private readonly sub: RelatedSink,
  ) {}

  /** Follows the documents `rows` name; called once at a time (the page refreshes one at a time). */
  async follow(rows: ReadonlyArray<{ _id: string }>): Promise<void> {
    const wanted = new Set(this.related.idsOf(rows as Array<{ _id: string }>));
    if (this.stopped || sameValues(wanted, this.values)) return;
    const collection = this.related.collection();
    const name = collection._name;
    const initial = new Map<string, Fields>();
    let current = false;
    const handle = wanted.size === 0 ? null : await collection.find({ [this.related.matchOn ?? '_id']: { $in: [...wanted] } }, { fields: this.related.fields }).observeChangesAsync({
      added: (id: string, fields: Fields) => {
        if (!current) {
          initial.set(id, fields);
          return;
        }
        this.published.add(id);
        this.sub.added(name, id, fields);
      },
      changed: (id: string, fields: Fields) => {
        if (current) this.sub.changed(name, id, fields);
      },
      removed: (id: string) => {
        if (!current) {
          initial.delete(id);
          return;
        }
        this.published.delete(id);
        this.sub.removed(name, id);
      },
    });
    if (this.stopped) {
      handle?.stop();
      return;
    }
    // The swap is synchronous: from here only the new observer speaks for this collection.
    this.handle?.stop();
    this.handle = handle;
    this.values = wanted;
    current = true;
    for (const id of [...this.published]) {
      if (initial.has(id)) continue;
      this.published.delete(id);
      this.sub.removed(name, id);
    }
    for (const [id, fields] of initial) {
      // Documents already sent were kept current by the previous observer.
      if (this.published.has(id)) continue;
      this.published.add(id);
      this.sub.added(name, id, fields);
    }
  }

  stop(): void {
    this.stopped = true;
    this.handle?.stop();
    this.handle = null;
  }
}

function sameValues(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size === b.size && [...a].every((value) => b.has(value));
}
