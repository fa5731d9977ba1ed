// The machine a run happened on, written next to every result so numbers are never compared
// across machines by accident.
import { readFileSync } from 'node:fs';
import os from 'node:os';

export interface MachineInfo {
  cpu: string;
  cores: number;
  memoryGiB: number;
  node: string;
  os: string;
}

function cpuModel(): string {
  try {
    const line = readFileSync('/proc/cpuinfo', 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('model name'));
    if (line) return line.split(':')[1].trim();
  } catch {
    // Not Linux: fall back to what Node reports.
  }
  return os.cpus()[0]?.model ?? 'unknown';
}

export function machineInfo(): MachineInfo {
  return {
    cpu: cpuModel(),
    cores: os.availableParallelism(),
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    os: `${os.type()} ${os.release()}`,
  };
}

export function describeMachine(info: MachineInfo): string {
  return `${info.cpu}, ${info.cores} cores, ${info.memoryGiB} GiB, Node ${info.node}, ${info.os}`;
}

/** 1-minute load average: on a shared two-core machine other work skews every number. */
export function loadAverage(): string {
  return os.loadavg()[0].toFixed(2);
}
