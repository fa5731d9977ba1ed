// A server process's resident memory, read from /proc as `ps` shows it (no forced GC: the
// servers under load run as `npm start` runs them, without --expose-gc).
import { readFileSync } from 'node:fs';

/** VmRSS of `pid` in MiB. */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

/** The resident part of the main malloc arena (`[heap]` in smaps: SQLite's page cache lives there), in MiB. */
export function mallocHeapMiB(pid: number): number {
  const smaps = readFileSync(`/proc/${pid}/smaps`, 'utf8');
  const block = smaps.split(/\n(?=[0-9a-f]+-[0-9a-f]+ )/).find((mapping) => /^\S+ \S+ \S+ \S+ \S+\s+\[heap\]$/m.test(mapping.split('\n')[0] ?? ''));
  return Number(/^Rss:\s+(\d+) kB/m.exec(block ?? '')?.[1] ?? Number.NaN) / 1024;
}

/** One sample of a Prometheus text, or NaN. */
function metric(text: string, name: string, labels = ''): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name}${labels} `));
  return Number(line?.split(' ')[1] ?? Number.NaN);
}

export interface V8HeapsMiB {
  /** The main thread's heap committed and in use. */
  mainTotal: number;
  mainUsed: number;
  /** The render threads' heaps committed, all together. */
  renderTotal: number;
}

/** The V8 heaps of a server, from its /metrics (answered to this machine). */
export async function v8HeapsMiB(url: string): Promise<V8HeapsMiB> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const mib = (bytes: number) => bytes / 2 ** 20;
  return {
    mainTotal: mib(metric(text, 'nodejs_heap_size_total_bytes')),
    mainUsed: mib(metric(text, 'nodejs_heap_size_used_bytes')),
    renderTotal: mib(metric(text, 'server_render_thread_heap_bytes', '{kind="total"}')),
  };
}
