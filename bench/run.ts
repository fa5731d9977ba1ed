// Runs the benchmarks one after another (never in parallel: they would share the two cores),
// prints each report and records it in bench/RESULTS.md with the machine and date.
//   npm run bench                      all benchmarks
//   npm run bench -- ddp.calls         one benchmark (or a prefix: `ddp`, `web`)
//   npm run bench -- --quick           short windows, to check the harness; not recorded
//   npm run bench -- --workers 2       spread the load over two worker processes
import path from 'node:path';
import { ddpBenchmarks } from './ddp';
import { REPO_ROOT } from './lib/ipc';
import { describeMachine, loadAverage, machineInfo } from './lib/machine';
import { loadBenchmarks } from './load';
import { queriesBenchmark } from './queries';
import { adminBenchmark } from './admin';
import { upsertSection } from './lib/results-file';
import { renderReport } from './lib/table';
import type { Benchmark, BenchOptions, BenchReport } from './lib/types';
import { webBenchmarks } from './web';
import { adminTablesBenchmark } from './admin/tables';
import { startupBenchmark } from './db/startup';
import { outboxBenchmark } from './mail/outbox';
import { broadcastBenchmark } from './notifications/broadcast';
import { savedSearchesBenchmark } from './notifications/saved-searches';

// Every simulated client connects from 127.0.0.1; the per-address connection cap is for real
// clients. The servers under test are child processes and inherit it.
process.env.DDP_MAX_CONNECTIONS_PER_ADDRESS ??= '100000';

const ALL: Benchmark[] = [...ddpBenchmarks, ...webBenchmarks, queriesBenchmark, adminTablesBenchmark, adminBenchmark, startupBenchmark, outboxBenchmark, broadcastBenchmark, savedSearchesBenchmark, ...loadBenchmarks];
const RESULTS_FILE = path.join(REPO_ROOT, 'bench/RESULTS.md');

function parseArgs(argv: string[]): { names: string[]; options: BenchOptions } {
  const names: string[] = [];
  const options: BenchOptions = { quick: false, workers: 1 };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--quick') options.quick = true;
    else if (argv[i] === '--workers') options.workers = Math.max(1, Math.min(4, Number(argv[++i]) || 1));
    else names.push(argv[i]);
  }
  return { names, options };
}

function select(names: string[]): Benchmark[] {
  if (names.length === 0) return ALL;
  const chosen = ALL.filter((bench) => names.some((name) => bench.name === name || bench.name.startsWith(`${name}.`)));
  if (chosen.length === 0) {
    throw new Error(`no benchmark named ${names.join(', ')}; known: ${ALL.map((bench) => bench.name).join(', ')}`);
  }
  return chosen;
}

async function main(): Promise<void> {
  const { names, options } = parseArgs(process.argv.slice(2));
  const machine = describeMachine(machineInfo());
  const serverArgs = process.env.BENCH_SERVER_NODE_ARGS?.trim();
  console.log(`Machine: ${machine}${options.quick ? ' (quick mode: results not recorded)' : ''}\n`);
  let failed = false;
  for (const bench of select(names)) {
    console.log(`## ${bench.name}: ${bench.title}\n`);
    const started = Date.now();
    const loadAtStart = loadAverage();
    let report: BenchReport;
    try {
      report = await bench.run(options);
    } catch (error) {
      failed = true;
      console.error(`${bench.name} failed:`, error);
      continue;
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    const body = renderReport(report);
    console.log(`${body}\n\n(${seconds} s)\n`);
    if (report.targets.some((target) => target.met === null)) failed = true;
    if (!options.quick) {
      const heading = `## ${report.name}: ${report.title}\n\nRun ${new Date().toISOString()} on ${machine}; load average ${loadAtStart} at start; ${options.workers} load worker(s); took ${seconds} s${serverArgs ? `; server flags ${serverArgs}` : ''}.`;
      upsertSection(RESULTS_FILE, report.name, `${heading}\n\n${body}`);
    }
  }
  if (!options.quick) console.log(`Recorded in ${path.relative(process.cwd(), RESULTS_FILE)}`);
  // Exit non-zero when a benchmark could not run; a missed target is a result, not a failure.
  process.exitCode = failed ? 1 : 0;
}

await main();
