// The accounts test harness: a real server on 127.0.0.1:0 (tests/helpers/ddp-fixture) with
// accounts-base and accounts-password loaded, an injectable clock for token lifetimes, and
// helpers that speak the accounts methods over raw DDP frames exactly as a client would.
import { createHash } from 'node:crypto';
import { Accounts } from '../../../packages/accounts-password/server';
import { type DdpFixture, setupDdpServer } from '../../helpers/ddp-fixture';
import type { DdpFrame, RawDdpClient } from '../../helpers/raw-ddp-client';

export { Accounts };

export const DAY = 24 * 60 * 60 * 1000;

export function digest(password: string): { digest: string; algorithm: 'sha-256' } {
  return { digest: createHash('sha256').update(password, 'utf8').digest('hex'), algorithm: 'sha-256' };
}

export interface Clock {
  now: number;
  advance(ms: number): void;
}

/** Starts the server for this test file and points the accounts clock at a movable one. */
export function setupAccountsServer(): DdpFixture & { clock: Clock } {
  const clock: Clock = {
    now: Date.now(),
    advance(ms) {
      this.now += ms;
    },
  };
  Accounts.setClock(() => clock.now);
  return Object.assign(setupDdpServer(), { clock });
}

let nextId = 0;

/** Sends a method call and resolves with its `result` frame once `updated` arrived too. */
export async function call(client: RawDdpClient, method: string, ...params: unknown[]): Promise<DdpFrame> {
  const id = `m${++nextId}`;
  client.send({ msg: 'method', id, method, params });
  const result = await client.next({ msg: 'result', id });
  await client.nextMessage((m) => m.msg === 'updated' && Array.isArray(m.methods) && m.methods.includes(id));
  return result;
}

export interface WireLogin {
  id: string;
  token: string;
  tokenExpires: { $date: number };
  type: string;
}

export async function loginWithPassword(client: RawDdpClient, email: string, password: string): Promise<WireLogin> {
  const frame = await call(client, 'login', { user: { email }, password: digest(password) });
  if (frame.error) throw new Error(`login failed: ${JSON.stringify(frame.error)}`);
  return frame.result as WireLogin;
}

export function errorOf(frame: DdpFrame): { error: unknown; reason?: unknown } | undefined {
  return frame.error as { error: unknown; reason?: unknown } | undefined;
}

let userCount = 0;

export async function createUser(password = 'correct horse battery', profile?: Record<string, unknown>) {
  const email = `user${++userCount}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const userId = await Accounts.createUser({ email, password, ...(profile ? { profile } : {}) });
  return { userId, email, password };
}
