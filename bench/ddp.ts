// The runtime core's DDP benchmarks (issue 2, "Proof"): method throughput and latency against a
// bare ws echo, write fan-out to 1,000 subscribers, memory per idle subscribed connection, and
// one client opening subscriptions as fast as it can beside honest ones.
// Run them with `npm run bench` (all) or `npm run bench -- ddp.calls` (one).
import { callsBenchmark } from './ddp/calls';
import { durableWritesBenchmark } from './ddp/durable-writes';
import { fanoutBenchmark } from './ddp/fanout';
import { hostileSubscriberBenchmark } from './ddp/hostile-subscriber';
import { memoryBenchmark } from './ddp/memory';
import type { Benchmark } from './lib/types';

export const ddpBenchmarks: Benchmark[] = [callsBenchmark, fanoutBenchmark, memoryBenchmark, durableWritesBenchmark, hostileSubscriberBenchmark];
