// Minimongo's modifiers ($set, $inc, $push…: mingo's updater, with MongoDB's update rules), which
// only a local write applies: the server's data arrives as whole fields (the connection's store
// calls _applyServerFields), so a page renders and stays live without them. They load on first
// use, in a chunk of their own: an async write waits for them, a local-only collection starts
// loading them when it is made, and the browser loads them once idle after the first render
// (imports/startup/client/runtime.ts). A synchronous write with operators before then (a method
// stub in the first moments of a page) fails loudly instead of guessing.
import type { update as mingoUpdate } from 'mingo/updater';

type Update = typeof mingoUpdate;

let update: Update | undefined;
let loading: Promise<void> | undefined;

/** Loads the modifiers (once); resolves at once when they are there. */
export function loadModifiers(): Promise<void> {
  loading ??= import('mingo/updater').then(
    (module) => {
      update = module.update;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Runs a write now when the modifiers are there (as it ran before they were lazy), else once they are. */
export function withModifiers<T>(write: () => T): T | Promise<T> {
  return update ? write() : loadModifiers().then(write);
}

/** Applies an operator modifier in place (mingo's `update`), once loadModifiers() has resolved. */
export function applyModifier(...args: Parameters<Update>): ReturnType<Update> {
  if (!update) throw new Error('Minimongo modifiers are not loaded yet: use updateAsync/upsertAsync, or await loadModifiers() first');
  return update(...args);
}
