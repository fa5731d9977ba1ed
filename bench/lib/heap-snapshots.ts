// Heap snapshots of a server under load, and what grew between two of them. The server starts
// with `--heapsnapshot-signal` (Node writes the snapshot on the main thread when signalled), so
// the bench takes one after warm-up and one at the end without an inspector, and compares the
// live objects by constructor: a leak shows as a kind whose count and size keep climbing.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The signal the load server writes a heap snapshot on (unused by the app and by Node itself). */
export const HEAP_SNAPSHOT_SIGNAL = 'SIGPWR';

/** Node flags that make a server write its snapshots into `dir` on HEAP_SNAPSHOT_SIGNAL. */
export function heapSnapshotFlags(dir: string): string[] {
  return [`--heapsnapshot-signal=${HEAP_SNAPSHOT_SIGNAL}`, `--diagnostic-dir=${dir}`];
}

const snapshotsIn = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.heapsnapshot')) : []);

/**
 * Signals `pid` and resolves with the new snapshot's path once it is written: Node writes it
 * synchronously on the main thread, so the server answering `aliveUrl` again means it is done.
 */
export async function takeHeapSnapshot(pid: number, dir: string, aliveUrl: string): Promise<string> {
  const before = new Set(snapshotsIn(dir));
  process.kill(pid, HEAP_SNAPSHOT_SIGNAL);
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const written = snapshotsIn(dir).find((name) => !before.has(name));
    if (written && (await fetch(aliveUrl).then((response) => response.ok).catch(() => false))) return path.join(dir, written);
  }
  throw new Error(`no heap snapshot from ${pid} within 300 s`);
}

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

export interface HeapKind {
  /** V8's node type and, for objects and closures, the constructor's name. */
  kind: string;
  count: number;
  bytes: number;
}

/** Live objects of a snapshot by kind (objects by constructor; strings, code, arrays by type). */
export function heapKinds(file: string): Map<string, HeapKind> {
  const data = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
  const fields = data.snapshot.meta.node_fields;
  const types = data.snapshot.meta.node_types[0];
  const width = fields.length;
  const [typeAt, nameAt, sizeAt] = [fields.indexOf('type'), fields.indexOf('name'), fields.indexOf('self_size')];
  const kinds = new Map<string, HeapKind>();
  for (let index = 0; index < data.nodes.length; index += width) {
    const type = types[data.nodes[index + typeAt] as number] as string;
    const named = type === 'object' || type === 'closure' || type === 'native';
    const kind = named ? `${type} ${data.strings[data.nodes[index + nameAt] as number]}` : type;
    const entry = kinds.get(kind) ?? { kind, count: 0, bytes: 0 };
    entry.count += 1;
    entry.bytes += data.nodes[index + sizeAt] as number;
    kinds.set(kind, entry);
  }
  return kinds;
}

export interface HeapGrowth {
  totalBefore: number;
  totalAfter: number;
  /** The kinds that grew most in bytes, largest first. */
  growers: Array<{ kind: string; count: number; bytes: number }>;
}

/** What grew between two snapshots' live objects. */
export function heapGrowth(before: Map<string, HeapKind>, after: Map<string, HeapKind>, top = 8): HeapGrowth {
  const total = (kinds: Map<string, HeapKind>) => [...kinds.values()].reduce((sum, kind) => sum + kind.bytes, 0);
  const growers = [...after.values()]
    .map((kind) => ({ kind: kind.kind, count: kind.count - (before.get(kind.kind)?.count ?? 0), bytes: kind.bytes - (before.get(kind.kind)?.bytes ?? 0) }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, top);
  return { totalBefore: total(before), totalAfter: total(after), growers };
}
