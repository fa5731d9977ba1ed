// Names shared by the bench server fixture and the load workers, typed once.
export const BENCH_COLLECTION = 'benchItems';
/** Returns its argument: the cheapest possible method, so the runtime's own cost shows. */
export const METHOD_ECHO = 'bench.echo';
/** Inserts {kind, seq} into benchItems. */
export const METHOD_INSERT = 'bench.insert';
/** Inserts {kind: 'write', payload} into benchItems: the durable-writes benchmark's call. */
export const METHOD_WRITE = 'bench.write';
/** Publishes benchItems.find({kind}). */
export const PUBLICATION = 'bench.items';
export const FANOUT_KIND = 'fanout';
export const IDLE_KIND = 'idle';
