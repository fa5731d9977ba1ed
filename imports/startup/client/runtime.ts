// The client's background runtime, started once from client/main.tsx: time sync against the
// server (every 10 minutes and after each reconnect), the idle monitor (60 s threshold, spec §9;
// started once the clock is synced, as mizzao:user-status requires), and auto-update (reload on
// new scripts, stylesheet swap on new CSS), all over the default connection; and Minimongo's
// query engine, which the first render goes without (packages/mongo/minimongo-engine.ts).
import { startAutoupdate } from 'meteor/autoupdate';
import { Meteor } from 'meteor/meteor';
import { startLoadingMinimongo } from 'meteor/mongo';
import { TimeSync, startPageTimeSync } from 'meteor/mizzao:timesync';
import { startIdleMonitor, type IdleMonitor } from 'meteor/mizzao:user-status';

export const IDLE_THRESHOLD_MS = 60_000;

export interface ClientRuntime {
  stop(): void;
}

let running: ClientRuntime | null = null;

/** Starts time sync, the idle monitor and auto-update; a second call returns the same runtime. */
export function startClientRuntime(): ClientRuntime {
  if (running) return running;
  startLoadingMinimongo();
  const connection = Meteor.connection;
  const timeSync = startPageTimeSync({ connection });
  const autoupdate = startAutoupdate({ connection });
  let monitor: IdleMonitor | null = null;
  const startMonitor = () => {
    monitor = startIdleMonitor({ connection, timeSync: TimeSync, threshold: IDLE_THRESHOLD_MS });
  };
  let stopWaiting: (() => void) | null = null;
  if (TimeSync.isSynced()) startMonitor();
  else {
    stopWaiting = TimeSync.onSync((outcome) => {
      if (!outcome.synced) return;
      stopWaiting?.();
      stopWaiting = null;
      startMonitor();
    });
  }
  running = {
    stop() {
      stopWaiting?.();
      monitor?.stop();
      autoupdate.stop();
      timeSync.stop();
      running = null;
    },
  };
  return running;
}
