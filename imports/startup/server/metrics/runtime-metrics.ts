// The runtime's metrics: DDP sessions, subscriptions and method calls, live queries, HTTP
// requests and the embedded database. Counters and histograms listen to the runtime's hooks
// (the same events the logs are written from); gauges are read when scraped, so the hot paths
// pay nothing for them. Every label has a bounded set of values: registered method and
// publication names (an unknown one is `unknown`), route patterns, status codes, error codes.
import { stat } from 'node:fs/promises';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import { ddpServer, onMethodFinished } from 'meteor/ddp-server';
import { liveObserverCount, liveQueryCount, onGroupCommit, openDatabaseFiles } from 'meteor/mongo';
import { onRequestFinished } from 'meteor/webapp';

/** The label of a name the server has no method or publication for. */
export const UNKNOWN_NAME = 'unknown';

/** Seconds: a method from a fraction of a millisecond to a slow one; a commit's sync in between. */
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Error codes come from server code; anything unlike a code still gets one fixed label. */
export function errorCodeLabel(code: string | number): string {
  const text = String(code);
  return /^[\w.:-]{1,48}$/.test(text) ? text : 'other';
}

function registerDdpMetrics(registers: Registry[]): void {
  new Gauge({
    name: 'ddp_sessions',
    help: 'Open DDP sessions',
    registers,
    collect() {
      this.set(ddpServer.sessions.size);
    },
  });
  new Gauge({
    name: 'ddp_subscriptions',
    help: 'Live named subscriptions by publication',
    labelNames: ['publication'],
    registers,
    collect() {
      const counts = new Map<string, number>();
      for (const session of ddpServer.sessions.values()) {
        for (const name of session.subscriptionNames()) {
          const label = name ?? UNKNOWN_NAME;
          counts.set(label, (counts.get(label) ?? 0) + 1);
        }
      }
      this.reset();
      for (const [publication, count] of counts) this.set({ publication }, count);
    },
  });
  // Every call passes here: the calls are tallied in plain maps (a counter's labels cost ~0.9 µs a
  // call) and handed to the counter when scraped; the errors, rarer, go straight to theirs.
  const tallies = { ok: new Map<string, number>(), error: new Map<string, number>() };
  new Counter({
    name: 'ddp_method_calls_total',
    help: 'Method calls by method and outcome',
    labelNames: ['method', 'outcome'],
    registers,
    collect() {
      this.reset();
      for (const outcome of ['ok', 'error'] as const) {
        for (const [method, count] of tallies[outcome]) this.inc({ method, outcome }, count);
      }
    },
  });
  const errors = new Counter({ name: 'ddp_method_errors_total', help: 'Method calls that failed, by method and error code', labelNames: ['method', 'error'], registers });
  const duration = new Histogram({
    name: 'ddp_method_duration_seconds',
    help: 'Method calls from the message to the result sent (the write fence included)',
    labelNames: ['method'],
    buckets: LATENCY_BUCKETS,
    registers,
  });
  onMethodFinished((event) => {
    const method = event.method ?? UNKNOWN_NAME;
    const tally = tallies[event.error === null ? 'ok' : 'error'];
    tally.set(method, (tally.get(method) ?? 0) + 1);
    if (event.error !== null) errors.inc({ method, error: errorCodeLabel(event.error) });
    duration.observe({ method }, event.durationMs / 1000);
  });
  new Gauge({
    name: 'mongo_live_query_observers',
    help: 'Live observeChanges handles (publications and server code)',
    registers,
    collect() {
      this.set(liveObserverCount());
    },
  });
  new Gauge({
    name: 'mongo_live_queries',
    help: 'Distinct live queries the observers share',
    registers,
    collect() {
      this.set(liveQueryCount());
    },
  });
}

function registerHttpMetrics(registers: Registry[]): void {
  const labelNames = ['method', 'route', 'status'];
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests by route pattern and status', labelNames, registers });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests from arrival to the response ended',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  onRequestFinished((event) => {
    const labels = { method: event.method, route: event.route, status: String(event.status) };
    requests.inc(labels);
    duration.observe(labels, event.durationMs / 1000);
  });
}

function registerStorageMetrics(registers: Registry[]): void {
  new Gauge({
    name: 'sqlite_database_bytes',
    help: 'Size of the embedded database files (the database and its write-ahead log)',
    labelNames: ['storage', 'file'],
    registers,
    async collect() {
      this.reset();
      for (const { storage, filename } of await openDatabaseFiles()) {
        for (const [file, path] of [['database', filename], ['wal', `${filename}-wal`]] as const) {
          const size = await stat(path).then(
            (stats) => stats.size,
            () => 0,
          );
          this.set({ storage, file }, size);
        }
      }
    },
  });
  const commits = new Histogram({
    name: 'sqlite_group_commit_duration_seconds',
    help: 'Group commits of the embedded database, BEGIN to COMMIT with the sync to disk',
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const outcomes = new Counter({ name: 'sqlite_group_commits_total', help: 'Group commits by outcome', labelNames: ['outcome'], registers });
  const writes = new Counter({ name: 'sqlite_group_commit_writes_total', help: 'Writes carried by group commits', registers });
  onGroupCommit((event) => {
    commits.observe(event.durationMs / 1000);
    outcomes.inc({ outcome: event.committed ? 'committed' : 'failed' });
    writes.inc(event.writes);
  });
}

/** Registers the runtime's metrics on `registry` and starts listening (once per process). */
export function registerRuntimeMetrics(registry: Registry): void {
  const registers = [registry];
  registerDdpMetrics(registers);
  registerHttpMetrics(registers);
  registerStorageMetrics(registers);
}
