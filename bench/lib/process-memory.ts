// A server process's resident memory, read from /proc as `ps` shows it (no forced GC: the
// servers under load run as `npm start` runs them, without --expose-gc).
import { readFileSync } from 'node:fs';

/** VmRSS of `pid` in MiB. */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
}
