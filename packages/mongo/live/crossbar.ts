// Meteor's DDPServer._InvalidationCrossbar reduced to what collections need: every write through a
// collection in this process announces the collection (and the ids it touched, when known), and
// each live query on that collection decides whether to re-run. `fire` resolves once every
// listener has finished, which is what lets a write hold its method's write fence until the
// observers delivered. Left out: arbitrary trigger keys (only collection names are used).
export type InvalidationListener = (changedIds: string[] | null) => Promise<void>;

const listeners = new Map<string, Set<InvalidationListener>>();

export function listenForWrites(collectionName: string, listener: InvalidationListener): () => void {
  let set = listeners.get(collectionName);
  if (!set) {
    set = new Set();
    listeners.set(collectionName, set);
  }
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0 && listeners.get(collectionName) === set) listeners.delete(collectionName);
  };
}

export async function fireWrite(collectionName: string, changedIds: string[] | null): Promise<void> {
  const set = listeners.get(collectionName);
  if (!set || set.size === 0) return;
  await Promise.all([...set].map((listener) => listener(changedIds)));
}
