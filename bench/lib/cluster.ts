// Orchestrator-side helpers: start a server under test and the load workers as child processes,
// and spread connections and load over the workers.
import type { LoadReport, MemoryReport, ServerInfo } from '../fixtures/control';
import type { CallLoadResult, CallLoadSpec } from './call-load';
import type { ServerKind } from './ddp-socket';
import { SERVER_NODE_FLAGS } from '../../tests/helpers/start-built-app';
import { Child, serverNodeArgs } from './ipc';
import { builtServer } from './server-build';
import type { OpenSpec } from './socket-pool';

const SERVER_SCRIPTS: Record<ServerKind, string> = {
  ddp: 'bench/fixtures/server.ts',
  echo: 'bench/fixtures/echo-server.ts',
};

export interface ServerUnderTest {
  kind: ServerKind;
  url: string;
  child: Child<ServerInfo>;
  memory(): Promise<MemoryReport>;
  loadStart(): Promise<void>;
  loadRead(): Promise<LoadReport>;
}

export async function startServer(kind: ServerKind, env?: Record<string, string>): Promise<ServerUnderTest> {
  // Built and flagged as `npm start` runs the app (server-build.ts); --expose-gc so memory is read
  // after a full collection; BENCH_SERVER_NODE_ARGS adds flags such as --cpu-prof to look inside
  // a slow server (later flags win).
  const entry = await builtServer(SERVER_SCRIPTS[kind]);
  const nodeArgs = [...SERVER_NODE_FLAGS, '--expose-gc', ...serverNodeArgs()];
  const child = await Child.start<ServerInfo>(entry, { nodeArgs, env, built: true });
  return {
    kind,
    url: `ws://127.0.0.1:${child.info.port}/websocket`,
    child,
    memory: () => child.request<MemoryReport>('memory', null, 10_000),
    loadStart: () => child.request<void>('loadStart', null, 5000),
    loadRead: () => child.request<LoadReport>('loadRead', null, 5000),
  };
}

export function startWorkers(count: number): Promise<Child[]> {
  return Promise.all(Array.from({ length: count }, () => Child.start('bench/fixtures/load-worker.ts')));
}

export async function stopAll(children: Array<Child<unknown> | undefined>): Promise<void> {
  await Promise.all(children.map((child) => child?.stop()));
}

interface OpenReply {
  opened: number;
  failed: number;
  firstError?: string;
  elapsedMs: number;
}

/** Opens `spec.count` connections in total, split evenly over the workers; throws if any fail. */
export async function openAcross(workers: Child[], spec: OpenSpec, timeoutMs: number): Promise<number> {
  const share = (index: number): number =>
    Math.floor(spec.count / workers.length) + (index < spec.count % workers.length ? 1 : 0);
  const replies = await Promise.all(
    workers.map((worker, index) => worker.request<OpenReply>('open', { ...spec, count: share(index) }, timeoutMs)),
  );
  const failed = replies.reduce((sum, reply) => sum + reply.failed, 0);
  if (failed > 0) {
    const firstError = replies.find((reply) => reply.firstError)?.firstError;
    throw new Error(`${failed} of ${spec.count} connections failed to open: ${firstError}`);
  }
  return Math.max(...replies.map((reply) => reply.elapsedMs));
}

export async function closeAcross(workers: Child[]): Promise<void> {
  await Promise.all(workers.map((worker) => worker.request('closeAll', null, 30_000)));
}

/** Runs the closed-loop call load on every worker at once and merges the results. */
export async function callsAcross(workers: Child[], spec: CallLoadSpec): Promise<CallLoadResult> {
  const timeoutMs = spec.warmupMs + spec.durationMs + spec.drainTimeoutMs + 10_000;
  const parts = await Promise.all(workers.map((worker) => worker.request<CallLoadResult>('calls', spec, timeoutMs)));
  const latencies = new Float64Array(parts.reduce((sum, part) => sum + part.latencies.length, 0));
  let offset = 0;
  for (const part of parts) {
    latencies.set(part.latencies, offset);
    offset += part.latencies.length;
  }
  return {
    completed: parts.reduce((sum, part) => sum + part.completed, 0),
    errors: parts.reduce((sum, part) => sum + part.errors, 0),
    unfinished: parts.reduce((sum, part) => sum + part.unfinished, 0),
    windowMs: spec.durationMs,
    latencies,
    clientElu: Math.max(...parts.map((part) => part.clientElu)),
    firstError: parts.find((part) => part.firstError)?.firstError,
  };
}
