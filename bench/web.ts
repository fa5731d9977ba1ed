// The client's benchmarks (issue 5, "Proof"): gzipped JavaScript for the first render of
// /engine/projects, and a cold load to the first project card in Chromium against a static page
// with the same cards. Run them with `npm run bench -- web` (both) or by name.
import type { Benchmark } from './lib/types';
import { bundleBenchmark } from './web/bundle';
import { firstCardBenchmark } from './web/first-card';
import { lighthouseBenchmark } from './web/lighthouse';
import { renderLoadBenchmark } from './web/render-load';

export const webBenchmarks: Benchmark[] = [bundleBenchmark, firstCardBenchmark, renderLoadBenchmark, lighthouseBenchmark];
