// Property-based hostile input over real DDP against the whole server (fast-check, fixed seed
// printed on failure, bounded runs): arbitrary frames; arbitrary EJSON values as arguments of
// every registered method; and, for every method declared with defineMethod, arguments generated
// from its own schema and then mutated. Oracle: the reply is a valid result or a Meteor.Error
// with a clear reason (never a 500), the connection (or a new one) answers the next ping, and
// the hash of every data file is unchanged after a refused call.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as DefineMethod from '../../../imports/api/common/define-method';
import type { MethodDefinition } from '../../../imports/api/common/define-method';
import { ddpServer } from '../../../packages/ddp-server/index';
import { type AppFixture, startAppFixture } from '../../helpers/app-fixture';
import { type DdpFrame, RawDdpClient } from '../../helpers/raw-ddp-client';
import { argumentsFor, ddpFrame, ejsonValue, mutate, mutation } from './arbitraries';
import { dataHash } from './data-hash';

const declared = vi.hoisted(() => [] as Array<MethodDefinition>);
vi.mock('../../../imports/api/common/define-method', async (original) => {
  const actual = await original<typeof DefineMethod>();
  return {
    ...actual,
    registerMethods(definitions: ReadonlyArray<MethodDefinition>) {
      declared.push(...definitions);
      actual.registerMethods(definitions);
    },
  };
});

const SEED = Number(process.env.HOSTILE_SEED ?? 20261123);
/** Calls that end or destroy the calling session: they would only test logging in again. */
const SESSION_ENDING = new Set(['logout', 'logoutOtherClients', 'users.deleteAccount', 'changePassword', 'resetPassword', 'verifyEmail', 'users.signUp.start', 'users.signUpCustomer']);

let fixture: AppFixture;
let tokens: Record<'candidate' | 'admin', string>;
let methodNames: string[];

beforeAll(async () => {
  fixture = await startAppFixture({ demoContent: false });
  const candidate = await fixture.loginAs(await fixture.createUser({ roles: ['candidate'] }));
  const admin = await fixture.loginAs(await fixture.createUser({ roles: ['admin'] }));
  if (!candidate.token || !admin.token) throw new Error('the fixture logged in without a token');
  tokens = { candidate: candidate.token, admin: admin.token };
  const handlers = (ddpServer as unknown as { methodHandlers: Map<string, unknown> }).methodHandlers;
  methodNames = [...handlers.keys()].filter((name) => !SESSION_ENDING.has(name));
  expect(declared.length).toBeGreaterThan(20);
}, 60_000);

afterAll(async () => {
  await fixture?.stop();
});

const sessions = new Map<string, RawDdpClient>();

/** A live raw session for `role` (logged in by resume token), reopened if the last one closed. */
async function session(role: 'anonymous' | 'candidate' | 'admin'): Promise<RawDdpClient> {
  const existing = sessions.get(role);
  if (existing?.isOpen) return existing;
  const client = await RawDdpClient.connect(fixture.url.replace('http', 'ws') + '/websocket');
  await client.handshake();
  if (role !== 'anonymous') {
    client.send({ msg: 'method', id: 'login', method: 'login', params: [{ resume: tokens[role] }] });
    const reply = await client.next({ msg: 'result', id: 'login' });
    if (reply.error) throw new Error(`resume login failed: ${JSON.stringify(reply.error)}`);
  }
  sessions.set(role, client);
  return client;
}

afterAll(async () => {
  for (const client of sessions.values()) await client.close();
});

let callCount = 0;

/** Calls `method` with `params` as raw JSON and checks the oracle. */
async function callAndCheck(role: 'anonymous' | 'candidate' | 'admin', method: string, params: unknown[]): Promise<void> {
  const client = await session(role);
  const before = dataHash(fixture.dataDir);
  const id = `c${++callCount}`;
  let text: string;
  try {
    text = JSON.stringify({ msg: 'method', id, method, params });
  } catch {
    return; // not serialisable (a cycle): a client could not send it either
  }
  if (process.env.HOSTILE_TRACE) console.log(`[hostile] send ${method} ${text.length} chars ${text.slice(0, 200)}`);
  client.sendText(text);
  const sentAt = Date.now();
  const reply: DdpFrame = await client.nextMessage((m) => (m.msg === 'result' && m.id === id) || m.msg === 'error', 15_000).catch(async (error: unknown) => {
    if (!client.isOpen) return { msg: 'closed' };
    throw error;
  });
  if (process.env.HOSTILE_TRACE) console.log(`[hostile] ${method} ${Date.now() - sentAt} ms ${text.length} chars ${JSON.stringify(reply).slice(0, 160)}`);
  if (reply.msg === 'result' && reply.error !== undefined) {
    const error = reply.error as { error?: unknown; reason?: unknown };
    expect(typeof error.error === 'string' || typeof error.error === 'number', JSON.stringify(reply)).toBe(true);
    expect(error.error, `${method} answered an internal error: ${text.slice(0, 300)}`).not.toBe(500);
    expect(typeof error.reason, JSON.stringify(reply)).toBe('string');
    expect(dataHash(fixture.dataDir), `a refused ${method} changed a data file`).toBe(before);
  } else if (reply.msg === 'error' || reply.msg === 'closed') {
    // A frame the server refused as a whole (too large, too deep): nothing may have changed.
    expect(dataHash(fixture.dataDir), `a refused frame for ${method} changed a data file`).toBe(before);
  }
  // The process answers the next ping (on a new connection if this one was closed).
  await (await session(role)).ping();
  if (process.env.HOSTILE_TRACE) console.log('[hostile] pong');
}

describe('hostile DDP input, property-based', () => {
  it('survives arbitrary frames', async () => {
    const publications = ['projects.open', 'people.directory', 'projects.one', 'meteor.loginServiceConfiguration'];
    await fc.assert(
      fc.asyncProperty(ddpFrame(methodNames, publications), async (frame) => {
        const client = await session('anonymous');
        const before = dataHash(fixture.dataDir);
        client.sendText(frame);
        await (await session('anonymous')).ping();
        const parsed = (() => {
          try {
            return JSON.parse(frame) as { msg?: unknown };
          } catch {
            return null;
          }
        })();
        if (parsed?.msg !== 'method') expect(dataHash(fixture.dataDir)).toBe(before);
      }),
      { numRuns: 80, seed: SEED },
    );
  }, 120_000);

  it('answers arbitrary EJSON arguments to every method with a result or a clear Meteor.Error', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...methodNames),
        fc.constantFrom('anonymous' as const, 'candidate' as const, 'admin' as const),
        fc.array(ejsonValue, { maxLength: 3 }),
        async (method, role, params) => callAndCheck(role, method, params),
      ),
      { numRuns: 120, seed: SEED },
    );
  }, 180_000);

  it('answers schema-generated, then mutated arguments to every declared method', async () => {
    const callable = declared.filter((definition) => !SESSION_ENDING.has(definition.name));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...callable).chain((definition) => fc.tuple(fc.constant(definition), argumentsFor(definition.params), mutation)),
        fc.constantFrom('candidate' as const, 'admin' as const),
        async ([definition, args, change], role) => callAndCheck(role, definition.name, mutate(args, change)),
      ),
      { numRuns: Number(process.env.HOSTILE_RUNS ?? 200), seed: SEED },
    );
  }, 240_000);
});
