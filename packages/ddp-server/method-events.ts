// Beyond Meteor (what APM agents patch in): one event per method call a client made, once its
// result went out — the one hook the server's logs and metrics both listen to. It carries the
// method's name only when the method is registered (a client can send any name: an unknown one
// is `null`, so nothing counts or logs by a name a client chose), the session, the time from the
// message's start to its result (the write fence's wait included) and the outcome: null, or the
// Meteor.Error code the client got. Never the arguments or the result.
export interface MethodCallEvent {
  sessionId: string;
  /** The registered method's name; null for a name no method has. */
  method: string | null;
  durationMs: number;
  /** The error code sent to the client (`too-many-requests`, 403, 500…); null when it succeeded. */
  error: string | number | null;
}

export type MethodCallListener = (event: MethodCallEvent) => void;

const listeners: MethodCallListener[] = [];

/** Calls `listener` after every client method call; `stop()` removes it. */
export function onMethodFinished(listener: MethodCallListener): { stop(): void } {
  listeners.push(listener);
  return {
    stop: () => {
      const index = listeners.indexOf(listener);
      if (index >= 0) listeners.splice(index, 1);
    },
  };
}

/** method-dispatch.ts reports each call here; a listener's failure never reaches the client. */
export function methodFinished(event: MethodCallEvent): void {
  for (const listener of listeners) {
    try {
      listener(event);
    } catch {
      // A logging or metrics failure must not change what the client got.
    }
  }
}
