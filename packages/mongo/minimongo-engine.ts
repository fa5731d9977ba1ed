// The part of Minimongo that needs mingo: operator selectors, dotted paths, sorting several
// documents, field projections and operator modifiers. It loads in a chunk of its own: a public
// page renders and stays live without it, since its reads go by id (local-collection-query.ts)
// and the server's data arrives as whole fields. The browser starts loading it once the first
// render is done (imports/startup/client/runtime.ts); a screen beyond the public pages waits for it
// (imports/ui/lib/lazy-component.ts), and so does a login, since the signed-in shell queries by
// more than ids. Anything that needs it before then fails loudly instead of guessing.
import type { MinimongoEngine } from './minimongo-engine-chunk';

export type { MinimongoEngine };

let engine: MinimongoEngine | undefined;
let loading: Promise<void> | undefined;

/** Hands over the engine at once, where there is no bundle to keep small (the Node client). */
export function provideMinimongo(loaded: MinimongoEngine): void {
  engine = loaded;
  loading = Promise.resolve();
}

/** Loads the engine (once); resolves at once when it is there. */
export function loadMinimongo(): Promise<void> {
  loading ??= import('./minimongo-engine-chunk').then(
    (module) => {
      engine = module.minimongoEngine;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Starts loading the engine without waiting, logging a failure (the next use asks again). */
export function startLoadingMinimongo(): void {
  loadMinimongo().catch((error: unknown) => console.error("Minimongo's query engine failed to load", error));
}

/** Runs `work` now when the engine is there, else once it is. */
export function withMinimongo<T>(work: () => T): T | Promise<T> {
  return engine ? work() : loadMinimongo().then(work);
}

/** The engine, for work that needs it (`what` names that work in the error). */
export function minimongoEngine(what: string): MinimongoEngine {
  if (!engine) throw new Error(`Minimongo's query engine is not loaded yet (${what}): use the async method, or await loadMinimongo() first`);
  return engine;
}
