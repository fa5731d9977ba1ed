// Minimongo's modifiers ($set, $inc, $push…: mingo's updater, with MongoDB's update rules), which
// only a local write applies: the server's data arrives as whole fields (the connection's store
// calls _applyServerFields). They come with the engine (minimongo-engine.ts): an async write
// waits for it, a local-only collection starts loading it when it is made, and a synchronous
// write with operators before then (a method stub in the first moments of a page) fails loudly.
import { minimongoEngine, type MinimongoEngine } from './minimongo-engine';

type Update = MinimongoEngine['update'];

/** Applies an operator modifier in place (mingo's `update`), once the engine is loaded. */
export function applyModifier(...args: Parameters<Update>): ReturnType<Update> {
  return minimongoEngine('an operator modifier').update(...args);
}
