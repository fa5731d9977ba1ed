// Minimongo's LocalCollection: the client's in-memory document store with live queries. Writes
// (local ones, or DDP data through a store) notify only the live queries whose result could
// change: a write is relevant when the old or the new version of the document matches the
// query's selector; the query then re-runs and reports the difference. While a DDP batch is being
// applied observers are paused and each affected query is re-run once at the end, so a reset
// after reconnect looks like one change, not a flash of emptiness. saveOriginals/retrieveOriginals
// record the versions before a method stub's local writes (server data is not recorded). Operator
// modifiers need the modifiers loaded first (local-collection-modifier.ts).
// Left out: ObjectID ids, `$near` ordering.
import { EJSON } from '../ejson/index';
import { Random } from '../random/index';
import { type DiffCallbacks, diffResults, fieldsOf } from './local-collection-diff';
import { applyModifier } from './local-collection-modifier';
import { type CompiledQuery, compileQuery, runQuery } from './local-collection-query';
import type { Document, FindOptions, Modifier, Selector, UpdateOptions, UpsertResult } from './types';

export type { UpsertResult };

interface LiveQuery {
  compiled: CompiledQuery;
  ordered: boolean;
  callbacks: DiffCallbacks;
  results: Document[];
  dirty: boolean;
}

export interface LiveQueryHandle {
  /** The query's current results (projected copies, in query order). */
  readonly results: readonly Document[];
  stop(): void;
}


function isOperatorModifier(modifier: Modifier): boolean {
  const keys = Object.keys(modifier);
  const operators = keys.filter((key) => key.startsWith('$'));
  if (operators.length > 0 && operators.length !== keys.length) {
    throw new Error('Modifier cannot mix update operators and plain fields');
  }
  return operators.length > 0;
}

export class LocalCollection {
  private readonly docs = new Map<string, Document>();
  private readonly queries = new Set<LiveQuery>();
  private paused = 0;
  private originals: Map<string, Document | undefined> | null = null;

  constructor(readonly name: string | null = null) {}

  // ---- reads ------------------------------------------------------------------------------

  /** Runs a query once, without reactivity. */
  _run(selector: Selector | undefined, options: FindOptions = {}): Document[] {
    return runQuery(compileQuery(selector, options), this.docs.values());
  }

  _query(compiled: CompiledQuery): Document[] {
    return runQuery(compiled, this.docs.values());
  }

  _get(id: string): Document | undefined {
    return this.docs.get(id);
  }

  /**
   * Starts a live query. With `sendInitial` the callbacks first receive the current results as
   * additions (in order), as observeChanges does.
   */
  _observe(compiled: CompiledQuery, ordered: boolean, callbacks: DiffCallbacks, sendInitial: boolean): LiveQueryHandle {
    const query: LiveQuery = { compiled, ordered, callbacks, results: runQuery(compiled, this.docs.values()), dirty: false };
    if (sendInitial) for (const doc of query.results) callbacks.added?.(doc._id, fieldsOf(doc), null);
    this.queries.add(query);
    return {
      get results() {
        return query.results;
      },
      stop: () => {
        this.queries.delete(query);
      },
    };
  }

  // ---- local writes -------------------------------------------------------------------------

  insert(doc: Record<string, unknown>): string {
    const copy = EJSON.clone(doc);
    if (copy._id === undefined) copy._id = Random.id();
    if (typeof copy._id !== 'string') throw new Error('Only string _ids are supported');
    if (this.docs.has(copy._id)) throw new Error(`Duplicate _id '${copy._id}'`);
    const stored = copy as Document;
    this.saveOriginal(stored._id, undefined);
    this.docs.set(stored._id, stored);
    this.notify(undefined, stored);
    return stored._id;
  }

  update(selector: Selector, modifier: Modifier, options: UpdateOptions = {}): number {
    return this.upsertOrUpdate(selector, modifier, options).numberAffected;
  }

  upsert(selector: Selector, modifier: Modifier, options: UpdateOptions = {}): UpsertResult {
    return this.upsertOrUpdate(selector, modifier, { ...options, upsert: true });
  }

  remove(selector: Selector): number {
    const compiled = compileQuery(selector);
    const doomed = [...this.docs.values()].filter((doc) => compiled.matches(doc));
    this.withPausedObservers(() => {
      for (const doc of doomed) {
        this.saveOriginal(doc._id, doc);
        this.docs.delete(doc._id);
        this.notify(doc, undefined);
      }
    });
    return doomed.length;
  }

  private upsertOrUpdate(selector: Selector, modifier: Modifier, options: UpdateOptions): UpsertResult {
    const isOperators = isOperatorModifier(modifier);
    const { $setOnInsert: setOnInsert, ...updateOnly } = modifier;
    const compiled = compileQuery(selector);
    const matching = [...this.docs.values()].filter((doc) => compiled.matches(doc));
    const targets = options.multi ? matching : matching.slice(0, 1);
    if (targets.length === 0 && options.upsert) {
      return { numberAffected: 1, insertedId: this.insertForUpsert(compiled.selector, modifier, isOperators, setOnInsert) };
    }
    this.withPausedObservers(() => {
      for (const oldDoc of targets) {
        const next = isOperators ? EJSON.clone(oldDoc) : { ...EJSON.clone(modifier), _id: oldDoc._id };
        // The selector tells a positional `$` which array element it matched, as on the server.
        if (isOperators) applyModifier(next, updateOnly as Parameters<typeof applyModifier>[1], undefined, compiled.selector);
        next._id = oldDoc._id; // _id is immutable
        this.saveOriginal(oldDoc._id, oldDoc);
        this.docs.set(oldDoc._id, next);
        this.notify(oldDoc, next);
      }
    });
    return { numberAffected: targets.length };
  }

  private insertForUpsert(selector: Record<string, unknown>, modifier: Modifier, isOperators: boolean, setOnInsert: unknown): string {
    if (!isOperators) return this.insert({ ...modifier, ...(typeof selector._id === 'string' ? { _id: selector._id } : {}) });
    // Start from the selector's plain equality fields, as Mongo does for an upsert.
    const base: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(selector)) {
      const isOperatorValue = value !== null && typeof value === 'object' && Object.keys(value).some((k) => k.startsWith('$'));
      if (!key.startsWith('$') && !isOperatorValue) base[key] = value;
    }
    const { $setOnInsert: _ignored, ...rest } = modifier;
    const doc = { ...base } as Record<string, unknown> & { _id?: unknown };
    const combined = setOnInsert ? { ...rest, $set: { ...(rest.$set as object | undefined), ...(setOnInsert as object) } } : rest;
    applyModifier(doc, combined as Parameters<typeof applyModifier>[1]);
    return this.insert(doc);
  }

  // ---- method stubs (Meteor's saveOriginals / retrieveOriginals) -----------------------------

  saveOriginals(): void {
    this.originals = new Map();
  }

  /**
   * Each document the local writes since saveOriginals touched, as it was before them (empty for
   * a collection created while a stub ran: Meteor throws there, a stub should not break the page).
   */
  retrieveOriginals(): Map<string, Document | undefined> {
    const originals = this.originals ?? new Map<string, Document | undefined>();
    this.originals = null;
    return originals;
  }

  private saveOriginal(id: string, doc: Document | undefined): void {
    // Documents are replaced, never mutated, so the stored reference stays the old version.
    if (this.originals && !this.originals.has(id)) this.originals.set(id, doc);
  }

  // ---- DDP data (used by the connection's store) --------------------------------------------

  /** Applies a document as the server sent it; fields set to undefined are removed. */
  _applyServerFields(id: string, fields: Record<string, unknown>, replace: boolean): void {
    const oldDoc = this.docs.get(id);
    const next: Document = replace || !oldDoc ? { _id: id } : EJSON.clone(oldDoc);
    for (const [key, value] of Object.entries(fields)) {
      if (key === '_id') continue;
      if (value === undefined) delete next[key];
      else next[key] = value;
    }
    this.docs.set(id, next);
    this.notify(oldDoc, next);
  }

  _applyServerRemove(id: string): void {
    const oldDoc = this.docs.get(id);
    if (!oldDoc) return;
    this.docs.delete(id);
    this.notify(oldDoc, undefined);
  }

  /** Forgets every document; observers hear about it when they are resumed. */
  _removeAll(): void {
    this.withPausedObservers(() => {
      for (const doc of this.docs.values()) this.notify(doc, undefined);
      this.docs.clear();
    });
  }

  pauseObservers(): void {
    this.paused++;
  }

  resumeObservers(): void {
    if (this.paused === 0) return;
    this.paused--;
    if (this.paused > 0) return;
    for (const query of [...this.queries]) {
      if (query.dirty) this.rerun(query);
    }
  }

  private withPausedObservers(fn: () => void): void {
    this.pauseObservers();
    try {
      fn();
    } finally {
      this.resumeObservers();
    }
  }

  private notify(oldDoc: Document | undefined, newDoc: Document | undefined): void {
    for (const query of [...this.queries]) {
      const relevant = (oldDoc !== undefined && query.compiled.matches(oldDoc)) || (newDoc !== undefined && query.compiled.matches(newDoc));
      if (!relevant) continue;
      if (this.paused > 0) query.dirty = true;
      else this.rerun(query);
    }
  }

  private rerun(query: LiveQuery): void {
    query.dirty = false;
    if (!this.queries.has(query)) return;
    const previous = query.results;
    query.results = runQuery(query.compiled, this.docs.values());
    diffResults(previous, query.results, query.ordered, query.callbacks);
  }
}
