// The process's metrics registry: Node's default metrics (event-loop delay, memory, GC, handles),
// the runtime's and the app's. Made once per process, on the first app start: the hooks it
// listens to and the things it counts (sessions, live queries, storages) are process-wide too.
import { Registry, collectDefaultMetrics } from 'prom-client';
import { registerAppMetrics } from './app-metrics';
import { registerRuntimeMetrics } from './runtime-metrics';

let registry: Registry | null = null;

export function metricsRegistry(): Registry {
  if (!registry) {
    registry = new Registry();
    collectDefaultMetrics({ register: registry });
    registerRuntimeMetrics(registry);
    registerAppMetrics(registry);
  }
  return registry;
}
