// Whether this server should be sent traffic (`/readyz`): not while it starts, not once it drains
// for a shutdown, and not while a condition it needs fails (the database refusing writes, the
// render threads gone). One per running app; the shutdown work calls `markDraining()`.

/** The fixed words `/readyz` answers with: nothing about the cause leaves the process. */
export type ReadinessStatus = 'starting' | 'ready' | 'draining' | 'unavailable';

export type ReadinessCondition = () => boolean | Promise<boolean>;

export interface Readiness {
  /** Start-up has finished: ready from now on while every condition holds. */
  markStarted(): void;
  /** The server is shutting down: never ready again, whatever the conditions say. */
  markDraining(): void;
  /** Adds a condition readiness needs; returns how to remove it. */
  require(condition: ReadinessCondition): () => void;
  status(): Promise<ReadinessStatus>;
}

export function createReadiness(): Readiness {
  let phase: 'starting' | 'started' | 'draining' = 'starting';
  const conditions = new Set<ReadinessCondition>();
  const holds = async (condition: ReadinessCondition) => {
    try {
      return await condition();
    } catch {
      return false;
    }
  };
  return {
    markStarted() {
      if (phase === 'starting') phase = 'started';
    },
    markDraining() {
      phase = 'draining';
    },
    require(condition) {
      conditions.add(condition);
      return () => conditions.delete(condition);
    },
    async status() {
      if (phase !== 'started') return phase;
      const results = await Promise.all([...conditions].map(holds));
      // Draining may have begun while the conditions were checked.
      if ((phase as string) === 'draining') return 'draining';
      return results.every(Boolean) ? 'ready' : 'unavailable';
    },
  };
}
