// Simulated marketplace users over real DDP (the project's own ddp-client) and HTTP, for the
// load smoke test and `npm run bench -- load`: visitors browse open projects with filters, load
// more and open details; candidates log in, save their profile and apply; customers send
// requests; one admin creates and publishes projects. Every loop is bounded in count and time.
// Each acknowledged write is recorded so the caller can check that none was lost.
import { performance } from 'node:perf_hooks';
import { type Connection, DDP } from '../../packages/ddp-client/server';
import { passwordDigest } from '../../tests/helpers/app-fixture';
import { projectInput } from '../../imports/api/projects/api.testkit';
import { LIST_PAGES_COLLECTION } from '../../imports/api/common/list-pages';
import { COUNTS_COLLECTION } from '../../imports/api/common/live-counts';

export interface LoadAccount {
  email: string;
  password: string;
}

export interface LoadPlan {
  url: string;
  visitors: number;
  candidates: LoadAccount[];
  customers: LoadAccount[];
  admin: LoadAccount | null;
  projectIds: string[];
  personIds: string[];
  durationMs: number;
  /** Upper bound of actions per simulated user. */
  maxActions: number;
  /** Pause between two actions of one user, in ms (uniformly thinkMinMs..thinkMs). */
  thinkMs: number;
  /** The shortest pause (default 0). */
  thinkMinMs?: number;
  /** Users start spread over this many ms (0: all at once). */
  rampMs: number;
}

export interface LoadResult {
  /** Latency in ms of each completed call, by kind ('login', 'apply', 'sub projects.open', ...). */
  latencies: Map<string, number[]>;
  /** Every completed call as [ended at (performance.now()), latency] in ms: latency over time. */
  timeline: Array<[number, number]>;
  errors: string[];
  acknowledged: { applications: string[]; requests: string[]; projects: string[]; profiles: Array<{ email: string; first: string }> };
}

const FILTERS = [{ limit: 20 }, { limit: 20, remote: 50 }, { limit: 20, text: 'java' }, { limit: 20, sort: 'newest' }];

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A call that takes longer than this counts as failed, so no user waits forever. */
const CALL_TIMEOUT_MS = 30_000;

async function timed<T>(result: LoadResult, kind: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const pending = work();
    pending.catch(() => undefined);
    const value = await Promise.race([
      pending,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${CALL_TIMEOUT_MS / 1000} s`)), CALL_TIMEOUT_MS);
      }),
    ]);
    const list = result.latencies.get(kind) ?? [];
    const ended = performance.now();
    list.push(ended - started);
    result.latencies.set(kind, list);
    result.timeline.push([ended, ended - started]);
    return value;
  } catch (error) {
    const failed = error as { error?: unknown; reason?: unknown; message?: unknown };
    result.errors.push(`${kind}: ${String(failed.reason ?? failed.message ?? error)}`);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

function subscribeReady(connection: Connection, name: string, ...params: unknown[]): Promise<{ stop(): void }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} not ready within 15 s`)), 15_000);
    const handle = connection.subscribe(name, ...params, {
      onReady: () => {
        clearTimeout(timer);
        resolve(handle);
      },
      onStop: (error?: unknown) => {
        clearTimeout(timer);
        if (error) reject(error instanceof Error ? error : new Error(String((error as { reason?: string }).reason ?? error)));
      },
    });
  });
}

async function login(connection: Connection, account: LoadAccount, result: LoadResult): Promise<void> {
  await timed(result, 'login', () => connection.callAsync('login', { user: { email: account.email }, password: passwordDigest(account.password) }));
}

type Role = 'visitor' | 'candidate' | 'customer' | 'admin';

/**
 * The collections a simulated user's subscriptions and login bring. A browser has a store for
 * each; a connection without one keeps every message for a store to come (as Meteor does), which
 * grew this load generator to 2.5 GiB and a busy core in a 60-minute soak. Each simulated user
 * lets them pass: only the latencies are measured here.
 */
const RECEIVED_COLLECTIONS = ['projects', 'people', 'users', 'applications', 'requests', 'companies', 'notifications', 'savedSearches', 'peopleDocuments', 'companyInvitations', 'conversationThreads', 'conversationReads', LIST_PAGES_COLLECTION, COUNTS_COLLECTION];
const PASS_THROUGH = { beginUpdate() {}, update() {}, endUpdate() {} };

async function simulate(role: Role, index: number, plan: LoadPlan, result: LoadResult, deadline: number): Promise<void> {
  const connection = DDP.connect(plan.url, { retry: false });
  for (const name of RECEIVED_COLLECTIONS) connection.registerStore(name, PASS_THROUGH);
  try {
    const account = role === 'candidate' ? plan.candidates[index] : role === 'customer' ? plan.customers[index] : role === 'admin' ? plan.admin : null;
    if (account) await login(connection, account, result);
    let applied = 0;
    for (let n = 0; n < plan.maxActions && performance.now() < deadline; n += 1) {
      const minMs = plan.thinkMinMs ?? 0;
      if (plan.thinkMs > 0) await sleep(minMs + Math.random() * Math.max(0, plan.thinkMs - minMs));
      if (performance.now() >= deadline) break;
      try {
        if (role === 'visitor' || n % 3 === 2) {
          const filters = FILTERS[(index + n) % FILTERS.length] as { limit: number };
          const list = await timed(result, 'sub projects.open', () => subscribeReady(connection, 'projects.open', filters));
          const more = await timed(result, 'sub projects.open (load more)', () => subscribeReady(connection, 'projects.open', { ...filters, limit: filters.limit + 20 }));
          list.stop();
          const projectId = plan.projectIds[(index * 7 + n) % plan.projectIds.length] as string;
          const detail = await timed(result, 'sub projects.one', () => subscribeReady(connection, 'projects.one', projectId));
          more.stop();
          detail.stop();
        } else if (role === 'candidate') {
          const first = `Load${index}x${n}`;
          await timed(result, 'users.updateProfile', () => connection.callAsync('users.updateProfile', { name: { first, last: 'Tester' } }));
          result.acknowledged.profiles.push({ email: (account as LoadAccount).email, first });
          // Each candidate applies to its own share of the projects, each once.
          const projectId = plan.projectIds[index + applied * plan.candidates.length];
          if (projectId) {
            applied += 1;
            const id = await timed(result, 'applications.apply', () => connection.callAsync('applications.apply', projectId, { note: 'load test' }) as Promise<string>);
            result.acknowledged.applications.push(id);
          }
        } else if (role === 'customer') {
          const personId = plan.personIds[(index + n) % plan.personIds.length] as string;
          const id = await timed(result, 'peopleRequests.send', () =>
            connection.callAsync('peopleRequests.send', { peopleIds: [personId], message: `Load request ${index}/${n}` }) as Promise<string>,
          );
          result.acknowledged.requests.push(id);
        } else if (role === 'admin') {
          const created = await timed(result, 'projects.create', () => connection.callAsync('projects.create', projectInput()) as Promise<{ _id: string }>);
          await timed(result, 'projects.publish', () => connection.callAsync('projects.publish', created._id));
          result.acknowledged.projects.push(created._id);
        }
      } catch {
        // Counted in result.errors by timed(); the user goes on with its next action.
      }
    }
  } catch {
    // A failed login is counted; the user stops.
  } finally {
    connection.close();
  }
}

/** Runs every simulated user at once (spread over plan.rampMs) until the plan's bounds. */
export async function runLoad(plan: LoadPlan): Promise<LoadResult> {
  const result: LoadResult = { latencies: new Map(), timeline: [], errors: [], acknowledged: { applications: [], requests: [], projects: [], profiles: [] } };
  const users: Array<[Role, number]> = [
    ...Array.from({ length: plan.visitors }, (_, i): [Role, number] => ['visitor', i]),
    ...plan.candidates.map((_, i): [Role, number] => ['candidate', i]),
    ...plan.customers.map((_, i): [Role, number] => ['customer', i]),
    ...(plan.admin ? [['admin', 0] as [Role, number]] : []),
  ];
  const deadline = performance.now() + plan.rampMs + plan.durationMs;
  const counts: Record<Role, number> = { visitor: plan.visitors, candidate: plan.candidates.length, customer: plan.customers.length, admin: 1 };
  await Promise.all(
    users.map(async ([role, index]) => {
      // Each kind of user is spread over the whole ramp, so logins do not all come at its end.
      if (plan.rampMs > 0) await sleep((index / counts[role]) * plan.rampMs);
      await simulate(role, index, plan, result, deadline);
    }),
  );
  return result;
}

/** Nearest-rank percentile of `values` (ms). */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}
