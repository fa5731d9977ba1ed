// Browser entry of `meteor/mizzao:user-status`: the idle monitor (see idle-monitor.ts for what
// it reproduces and leaves out). The server half lives in server.ts.
export { DEFAULT_INTERVAL_MS, DEFAULT_THRESHOLD_MS, isMonitoring, startIdleMonitor } from './idle-monitor';
export type { IdleMonitor, IdleMonitorOptions, MonitorConnection, MonitorTimeSync } from './idle-monitor';
