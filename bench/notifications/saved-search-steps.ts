// Runs notify.savedSearches's steps on its two servers (bench/fixtures/saved-search-server.ts, one
// per list, each on its own database), side by side: both are started and seeded, then every
// step is measured on the projects' server and then on the experts' (the single publications
// alternate which goes first), so a neighbour's burst of load does not land on one list only.
// A list whose step fails keeps its error and skips its remaining steps; the other goes on.
import { Child } from '../lib/ipc';
import type { MatchList } from '../../imports/api/saved-searches/match-queue';

export const LISTS: readonly MatchList[] = ['projects', 'experts'];

export interface PassAnswer {
  list: MatchList;
  docIds: string[];
  result: { searches: number; hits: number; alerts: number; ms: { match: number; record: number; alert: number } };
}

export interface ListRun {
  seed?: { ms: number; users: number; queued: number };
  burst?: { ms: number; pass?: PassAnswer; morePasses: number; queueLeft: number; events: number };
  singles: { ms: number[]; alerts: number };
  due?: { ms: number; alerts: number; again: number; pending: number; events: number };
  dispatch?: { ms: number; undispatched: number; events: number; bells: number; mails: number };
  error?: string;
}

export interface StepPlan {
  searches: number;
  burst: number;
  singles: number;
  dispatchDeadlineMs: number;
}

const STEP_TIMEOUT_MS = 600_000;
/** The dispatcher stops after its deadline once the event in hand is written. */
const STOP_AFTER_DEADLINE_MS = 120_000;

export async function runSavedSearchSteps(plan: StepPlan): Promise<Record<MatchList, ListRun>> {
  const runs = { projects: { singles: { ms: [], alerts: 0 } }, experts: { singles: { ms: [], alerts: 0 } } } as Record<MatchList, ListRun>;
  const servers = new Map<MatchList, Child>();
  const step = async (list: MatchList, action: (server: Child) => Promise<void>) => {
    const run = runs[list];
    if (run.error) return;
    try {
      let server = servers.get(list);
      if (!server) {
        server = await Child.start('bench/fixtures/saved-search-server.ts', { readyTimeoutMs: 120_000, env: { BENCH_LIST: list } });
        servers.set(list, server);
      }
      await action(server);
    } catch (caught) {
      run.error = caught instanceof Error ? caught.message : String(caught);
    }
  };
  const eachList = async (action: (list: MatchList, server: Child) => Promise<void>, lists = LISTS) => {
    for (const list of lists) await step(list, (server) => action(list, server));
  };
  try {
    await eachList(async (list, server) => {
      runs[list].seed = await server.request('seed', { searches: plan.searches, burst: plan.burst, singles: plan.singles }, STEP_TIMEOUT_MS);
    });
    await eachList(async (list, server) => {
      runs[list].burst = await server.request('burst', null, STEP_TIMEOUT_MS);
    });
    for (let index = 0; index < plan.singles; index += 1) {
      await eachList(
        async (list, server) => {
          const single = await server.request<{ ms: number; alerts: number }>('single', null, STEP_TIMEOUT_MS);
          runs[list].singles.ms.push(single.ms);
          runs[list].singles.alerts += single.alerts;
        },
        index % 2 === 0 ? LISTS : [...LISTS].reverse(),
      );
    }
    await eachList(async (list, server) => {
      runs[list].due = await server.request('due', null, STEP_TIMEOUT_MS);
    });
    await eachList(async (list, server) => {
      runs[list].dispatch = await server.request('dispatch', { deadlineMs: plan.dispatchDeadlineMs }, plan.dispatchDeadlineMs + STOP_AFTER_DEADLINE_MS);
    });
  } finally {
    for (const server of servers.values()) await server.stop();
  }
  return runs;
}
