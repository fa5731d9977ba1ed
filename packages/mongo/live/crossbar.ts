// Meteor's DDPServer._InvalidationCrossbar reduced to what collections need: every write through a
// collection in this process announces the collection (and the ids it touched, when known), and
// each live query on that collection decides whether to re-run. `fire` resolves once every
// listener has finished, which is what lets a write hold its method's write fence until the
// observers delivered. Like Meteor's crossbar keys, a listener may name a route: a top-level
// field its selector pins to one string (`{userId: X}`); a write that says which documents it
// touched (before and after) then reaches only the listeners whose value one of them holds, so a
// notification for one person does not wake every person's count. Left out: arbitrary trigger
// keys (only collection names and these routes are used).
export type InvalidationListener = (changedIds: string[] | null) => Promise<void>;

/** A selector's pinned field: only writes touching a document with this value can matter. */
export interface WriteRoute {
  field: string;
  value: string;
}

interface CollectionListeners {
  unrouted: Set<InvalidationListener>;
  /** field → value → listeners */
  routed: Map<string, Map<string, Set<InvalidationListener>>>;
}

const listeners = new Map<string, CollectionListeners>();

export function listenForWrites(collectionName: string, listener: InvalidationListener, route?: WriteRoute | null): () => void {
  let entry = listeners.get(collectionName);
  if (!entry) {
    entry = { unrouted: new Set(), routed: new Map() };
    listeners.set(collectionName, entry);
  }
  const current = entry;
  let set: Set<InvalidationListener>;
  if (route) {
    const byValue = current.routed.get(route.field) ?? new Map<string, Set<InvalidationListener>>();
    current.routed.set(route.field, byValue);
    set = byValue.get(route.value) ?? new Set();
    byValue.set(route.value, set);
  } else set = current.unrouted;
  set.add(listener);
  return () => {
    set.delete(listener);
    if (route && set.size === 0) {
      const byValue = current.routed.get(route.field);
      byValue?.delete(route.value);
      if (byValue?.size === 0) current.routed.delete(route.field);
    }
    if (current.unrouted.size === 0 && current.routed.size === 0 && listeners.get(collectionName) === current) listeners.delete(collectionName);
  };
}

/** The string values a document holds in `field` (an array field holds each of its strings). */
function valuesIn(doc: Record<string, unknown>, field: string): string[] {
  const value = doc[field];
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/**
 * Announces a write. `touched`: the documents it wrote, as they were and as they are (null or
 * absent when unknown: every listener of the collection hears of it).
 */
export async function fireWrite(collectionName: string, changedIds: string[] | null, touched?: ReadonlyArray<Record<string, unknown>> | null): Promise<void> {
  const entry = listeners.get(collectionName);
  if (!entry) return;
  let called: Set<InvalidationListener>;
  if (!touched) {
    called = new Set(entry.unrouted);
    for (const byValue of entry.routed.values()) for (const set of byValue.values()) for (const listener of set) called.add(listener);
  } else {
    called = new Set(entry.unrouted);
    for (const [field, byValue] of entry.routed) {
      for (const doc of touched) for (const value of valuesIn(doc, field)) for (const listener of byValue.get(value) ?? []) called.add(listener);
    }
  }
  if (called.size === 0) return;
  await Promise.all([...called].map((listener) => listener(changedIds)));
}
