// Beyond Meteor: one event per group commit of the embedded database (sqlite-write-batch.ts),
// the hook the server's metrics listen to for write latency: how long the batch took from BEGIN
// to COMMIT (the sync to disk included), how many writes it carried and whether it committed.
export interface GroupCommitEvent {
  durationMs: number;
  writes: number;
  committed: boolean;
}

export type GroupCommitListener = (event: GroupCommitEvent) => void;

const listeners: GroupCommitListener[] = [];

/** Calls `listener` after every group commit; `stop()` removes it. */
export function onGroupCommit(listener: GroupCommitListener): { stop(): void } {
  listeners.push(listener);
  return {
    stop: () => {
      const index = listeners.indexOf(listener);
      if (index >= 0) listeners.splice(index, 1);
    },
  };
}

export function groupCommitFinished(event: GroupCommitEvent): void {
  for (const listener of listeners) {
    try {
      listener(event);
    } catch {
      // Metrics must never fail a write.
    }
  }
}
