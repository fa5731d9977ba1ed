// What a benchmark is and what it reports, shared by bench/run.ts and the benchmarks.

export interface BenchOptions {
  /** Shorter windows and fewer rounds, for checking the harness (numbers not for RESULTS.md). */
  quick: boolean;
  /** Load-generating child processes. */
  workers: number;
}

export interface Target {
  label: string;
  /** Human-readable measured value and limit, e.g. "0.62" and ">= 0.5". */
  value: string;
  limit: string;
  /** null: could not be measured (the run fails); 'reported': a figure to record, with no limit. */
  met: boolean | null | 'reported';
}

export interface BenchReport {
  name: string;
  title: string;
  columns: string[];
  rows: string[][];
  targets: Target[];
  notes: string[];
}

export interface Benchmark {
  name: string;
  title: string;
  run(options: BenchOptions): Promise<BenchReport>;
}
