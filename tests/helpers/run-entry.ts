// Runs a TypeScript entry of the project (server/main.ts, a script) in a child process through
// tsx with the server's `meteor/*` paths, as `npm run <script>` does, from a given working
// folder: for tests of what an operator sees (the lines printed, the exit code), without a build.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { projectRoot } from '../../scripts/meteor-resolver';

const TSX_CLI = path.join(projectRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const TSCONFIG = path.join(projectRoot, 'tsconfig.json');

export interface EntryRun {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code once the process ended. */
  exited: Promise<number | null>;
}

/** Starts `entry` (relative to the project root) with `args`; `stdin` is written and closed. */
export function runEntry(entry: string, options: { cwd: string; env: Record<string, string | undefined>; args?: string[]; stdin?: string }): EntryRun {
  const child = spawn(process.execPath, [TSX_CLI, '--tsconfig', TSCONFIG, path.join(projectRoot, entry), ...(options.args ?? [])], {
    cwd: options.cwd,
    env: options.env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin?.end(options.stdin ?? '');
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, stdout: () => stdout, stderr: () => stderr, exited };
}

/** The lines of a process's output, without empty ones. */
export function linesOf(text: string): string[] {
  return text.split('\n').filter((line) => line.trim() !== '');
}
