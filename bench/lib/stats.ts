// Latency statistics for the benchmarks: nearest-rank percentiles over raw samples (the sample
// counts here are at most a few hundred thousand, so sorting them is cheaper than a histogram).

export interface LatencySummary {
  count: number;
  p50: number;
  p99: number;
  mean: number;
  max: number;
}

/** Nearest-rank percentile of an ascending array; NaN when empty. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export function summarize(samples: ArrayLike<number>): LatencySummary {
  const sorted = Float64Array.from(samples).sort();
  let sum = 0;
  for (const value of sorted) sum += value;
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    mean: sorted.length ? sum / sorted.length : Number.NaN,
    max: sorted.length ? sorted[sorted.length - 1] : Number.NaN,
  };
}

/** Formats a number for the tables: fixed digits, "n/a" for NaN or missing. */
export function fmt(value: number | undefined, digits = 1): string {
  return value === undefined || Number.isNaN(value) ? 'n/a' : value.toFixed(digits);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
