// Runs shell commands at the same time and fails if any of them fails: `npm test` runs the type
// check, lint and build side by side (each is one process that mostly uses one core, and each
// took its minutes one after the other), as `npm run typecheck` does with its server and client
// checks. Each command's output is held and printed whole once it ends, with its status and time,
// so the outputs do not interleave; every command runs to its end, so one failure does not hide
// another's.
//   tsx scripts/parallel.ts "npm run typecheck" "npm run lint" "npm run build"
import { type ChildProcess, spawn } from 'node:child_process';

interface Outcome {
  command: string;
  code: number | null;
  signal: NodeJS.Signals | null;
  seconds: number;
}

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error('usage: tsx scripts/parallel.ts "<command>" ["<command>" …]');
  process.exit(2);
}

const children = new Set<ChildProcess>();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(130);
  });
}

function run(command: string): Promise<Outcome> {
  const started = Date.now();
  console.log(`▶ ${command}`);
  const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.once('close', (code, signal) => {
      children.delete(child);
      const outcome = { command, code, signal, seconds: (Date.now() - started) / 1000 };
      const status = code === 0 ? 'ok' : `failed (${signal ?? `exit ${code}`})`;
      process.stdout.write(Buffer.concat(output));
      console.log(`■ ${command}: ${status} in ${outcome.seconds.toFixed(1)} s\n`);
      resolve(outcome);
    });
  });
}

const outcomes = await Promise.all(commands.map(run));
const failed = outcomes.filter((outcome) => outcome.code !== 0);
if (failed.length > 0) {
  console.error(`failed: ${failed.map((outcome) => outcome.command).join(', ')}`);
  process.exit(1);
}
