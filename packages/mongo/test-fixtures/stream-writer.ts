// Starts insert-stream.ts in a child process and collects the ids it acknowledged (one per
// stdout line), for the embedded store's durability tests.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const fixture = path.join(here, 'insert-stream.ts');

export interface StreamWriter {
  child: ChildProcess;
  acknowledged: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stderr(): string;
}

const started: ChildProcess[] = [];

/** SIGKILLs every writer still running (call after each test). */
export function killStreamWriters(): void {
  for (const child of started.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

export function startStreamWriter(dataDir: string): StreamWriter {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture, dataDir], {
    cwd: path.resolve(here, '..', '..', '..'),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, MONGO_URL: '' },
  });
  started.push(child);
  const acknowledged: string[] = [];
  let partial = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    acknowledged.push(...lines.filter((line) => line.length > 0));
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, acknowledged, exited, stderr: () => stderr };
}

/** Polls `condition` every 20 ms until it holds, failing after `timeoutMs`. */
export async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
