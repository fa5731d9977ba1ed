// The whole app's /metrics on 127.0.0.1: answered to this machine (the test's own requests come
// from loopback), to a remote client only with METRICS_TOKEN, and to everyone else exactly as an
// unknown address is (404); a client behind a proxy is taken at the address HTTP_FORWARDED_COUNT
// gives, and a forwarded remote client is never local. A real method call over DDP, a
// subscription and a page request show up under their registered names and route pattern,
// never under a name a client chose or the address it asked for.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type AppFixture, startAppFixture } from '../helpers/app-fixture';
import { waitUntil } from '../helpers/wait-until';
import { writeStandInClientBuild } from './security/security-app.testkit';

let fixture: AppFixture;
let pagesRoot: string;
const savedEnv = { HTTP_FORWARDED_COUNT: process.env.HTTP_FORWARDED_COUNT, METRICS_TOKEN: process.env.METRICS_TOKEN };

beforeAll(async () => {
  pagesRoot = await mkdtemp(path.join(os.tmpdir(), 'metrics-pages-'));
  fixture = await startAppFixture({ clientBuildDir: await writeStandInClientBuild(pagesRoot) });
});

afterEach(() => {
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

afterAll(async () => {
  await fixture?.stop();
  if (pagesRoot) await rm(pagesRoot, { recursive: true, force: true });
});

async function get(address: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${fixture.url}${address}`, { headers });
  return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
}

/** The value of one sample (`name{labels} value`), or undefined when the text has none. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((pair) => [pair[1], pair[2]]));
    if (Object.entries(labels).every(([key, value]) => present[key] === value)) return Number(match[3]);
  }
  return undefined;
}

async function scrape(): Promise<string> {
  const answer = await get('/metrics');
  expect(answer.status).toBe(200);
  return answer.body;
}

describe('who may read /metrics', () => {
  it('answers a client on this machine in Prometheus text format, with the event-loop delay', async () => {
    const answer = await get('/metrics');
    expect(answer.status).toBe(200);
    expect(answer.type).toContain('text/plain');
    expect(sample(answer.body, 'ddp_sessions')).toBeGreaterThanOrEqual(0);
    expect(sample(answer.body, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('answers a remote client behind the proxy exactly as an unknown address', async () => {
    process.env.HTTP_FORWARDED_COUNT = '1';
    const unknown = await get('/no-such-address', { 'X-Forwarded-For': '203.0.113.7' });
    expect(unknown.status).toBe(404);
    expect(await get('/metrics', { 'X-Forwarded-For': '203.0.113.7' })).toEqual(unknown);
    // The proxy says the client is this machine: local.
    expect((await get('/metrics', { 'X-Forwarded-For': '127.0.0.1' })).status).toBe(200);
  });

  it('never takes a remote client forwarded by a proxy on this machine for a local one', async () => {
    delete process.env.HTTP_FORWARDED_COUNT;
    expect((await get('/metrics', { 'X-Forwarded-For': '203.0.113.7' })).status).toBe(404);
    expect((await get('/metrics', { Forwarded: 'for=203.0.113.7;proto=https' })).status).toBe(404);
  });

  it('answers a remote client bearing METRICS_TOKEN, and not one bearing another token', async () => {
    process.env.HTTP_FORWARDED_COUNT = '1';
    process.env.METRICS_TOKEN = 'scrape-secret-1234';
    const remote = { 'X-Forwarded-For': '203.0.113.7' };
    expect((await get('/metrics', { ...remote, Authorization: 'Bearer scrape-secret-1234' })).status).toBe(200);
    expect((await get('/metrics', { ...remote, Authorization: 'Bearer scrape-secret-12345' })).status).toBe(404);
    expect((await get('/metrics', { ...remote, Authorization: 'Basic scrape-secret-1234' })).status).toBe(404);
    delete process.env.METRICS_TOKEN;
    // Without METRICS_TOKEN no token opens it, not even an empty one.
    expect((await get('/metrics', { ...remote, Authorization: 'Bearer ' })).status).toBe(404);
  });
});

describe('what /metrics counts', () => {
  it('counts a method call over DDP by its name, with its latency, and an unknown name as unknown', async () => {
    const user = await fixture.createUser();
    const loggedIn = await fixture.loginAs(user);
    await expect(loggedIn.connection.callAsync('no.such.method-x7')).rejects.toMatchObject({ error: 404 });
    await expect(loggedIn.connection.callAsync('login', { user: { email: user.email }, password: { digest: 'f'.repeat(64), algorithm: 'sha-256' } })).rejects.toMatchObject({ error: 403 });
    const text = await scrape();
    expect(sample(text, 'ddp_method_calls_total', { method: 'login', outcome: 'ok' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'ddp_method_calls_total', { method: 'login', outcome: 'error' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'ddp_method_errors_total', { method: 'login', error: '403' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'ddp_method_duration_seconds_count', { method: 'login' })).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'ddp_method_duration_seconds_bucket', { method: 'login', le: '+Inf' })).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'ddp_method_calls_total', { method: 'unknown', outcome: 'error' })).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('no.such.method-x7');
    expect(sample(text, 'ddp_sessions')).toBeGreaterThanOrEqual(1);
    // The login's writes went through the group commit.
    expect(sample(text, 'sqlite_group_commit_duration_seconds_count')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'sqlite_database_bytes', { storage: 'main', file: 'database' })).toBeGreaterThan(0);
    expect(sample(text, 'mail_outbox_mails', { status: 'waiting' })).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'saved_search_match_queue', { list: 'projects' })).toBeGreaterThanOrEqual(0);
    loggedIn.close();
  });

  it('counts live subscriptions by publication and their live-query observers', async () => {
    const anonymous = await fixture.connectAs(null);
    const handle = anonymous.connection.subscribe('meteor.loginServiceConfiguration');
    await waitUntil(() => (handle.ready() ? true : undefined), { what: 'the subscription to be ready' });
    const text = await scrape();
    expect(sample(text, 'ddp_subscriptions', { publication: 'meteor.loginServiceConfiguration' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'mongo_live_query_observers')).toBeGreaterThanOrEqual(0);
    anonymous.close();
  });

  it('counts a page request under its route pattern, never its address', async () => {
    const page = await get('/engine/projects?ref=metrics-probe');
    expect(page.status).toBe(200);
    const text = await scrape();
    expect(sample(text, 'http_requests_total', { method: 'GET', route: '/engine/*splat', status: '200' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/engine/*splat', status: '200' })).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('/engine/projects');
    expect(text).not.toContain('metrics-probe');
    // Unknown addresses share one label.
    await get('/no-such-address-q9');
    expect(sample(await scrape(), 'http_requests_total', { route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(1);
  });
});
