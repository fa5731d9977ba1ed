// kill -9 of the server after a conditional update was written, its answer lost: the client
// reconnects to the restarted server and re-sends the call with the randomSeed of its first send.
// A candidate's withdrawal and an admin's move of an application are answered as their first sends
// were (the call receipt written with the change survived the kill: common/call-receipts.ts), not
// "409 already withdrawn" about the caller's own withdrawal, and each is recorded once. The test's
// client waits for the first answer before the kill, so the write is known to have happened, and
// then acts as if that answer never arrived.
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { passwordDigest } from '../../helpers/app-fixture';
import type { RawDdpClient } from '../../helpers/raw-ddp-client';
import { seededCall, seededCaller } from '../../helpers/seeded-call';
import { Random } from '../../../packages/random/index';
import { readCollection, startAppProcess } from './app-process';
import { restartScene } from './restart-scene';

const { root, processes } = restartScene('faults-resend-');
const raws: RawDdpClient[] = [];
afterAll(async () => {
  for (const raw of raws) await raw.close();
});

/** A login token for `email`, as a browser's first sign-in gets it; it outlives the restart. */
async function tokenOf(url: string, email: string, password: string): Promise<string> {
  const raw = await seededCaller(url, raws)(null);
  const answer = await seededCall(raw, 'login', 'login', [{ user: { email }, password: passwordDigest(password) }], Random.hexString(20));
  const token = (answer as { result?: { token?: string } }).result?.token;
  if (!token) throw new Error(`no login token: ${JSON.stringify(answer)}`);
  return token;
}

const statusesOf = (dataDir: string, applicationId: string) =>
  ((readCollection(dataDir, 'applications').get(applicationId)?.statusHistory ?? []) as Array<{ status: string }>).map((entry) => entry.status);

describe('a call re-sent to the restarted server after kill -9', () => {
  it('answers a withdrawal and a move as their first sends and records each once', { timeout: 120_000 }, async () => {
    const dataDir = path.join(root, 'db');
    const uploadsDir = path.join(root, 'uploads');
    const first = await startAppProcess(dataDir, uploadsDir, { seed: true });
    processes.push(first);
    const [alice] = first.info.accounts ?? [];
    const [projectA, projectB] = first.info.projectIds ?? [];
    const admin = first.info.admin;
    if (!alice || !projectA || !projectB || !admin) throw new Error('the seeded server lacks an account, projects or an admin');
    const aliceToken = await tokenOf(first.info.url, alice.email, alice.password);
    const adminToken = await tokenOf(first.info.url, admin.email, admin.password);
    const before = seededCaller(first.info.url, raws);
    const aliceBefore = await before(aliceToken);
    const applyA = await seededCall(aliceBefore, 'a1', 'applications.apply', [projectA, {}], Random.hexString(20));
    const applyB = await seededCall(aliceBefore, 'a2', 'applications.apply', [projectB, {}], Random.hexString(20));
    const [withdrawnId, movedId] = [(applyA as { result: string }).result, (applyB as { result: string }).result];
    expect(withdrawnId, JSON.stringify(applyA)).toEqual(expect.any(String));
    expect(movedId, JSON.stringify(applyB)).toEqual(expect.any(String));

    // The calls whose answers are "lost": written and answered, then the server dies.
    const withdrawSeed = Random.hexString(20);
    const moveSeed = Random.hexString(20);
    const withdrawn = await seededCall(aliceBefore, 'w1', 'applications.withdraw', [withdrawnId], withdrawSeed);
    const moved = await seededCall(await before(adminToken), 'm1', 'applications.move', [movedId, 'shortlisted', 'On our shortlist'], moveSeed);
    expect(withdrawn).not.toHaveProperty('error');
    expect(moved).not.toHaveProperty('error');
    await first.kill();
    expect(statusesOf(dataDir, withdrawnId)).toEqual(['submitted', 'withdrawn']);

    const second = await startAppProcess(dataDir, uploadsDir, { port: first.info.port });
    processes.push(second);
    const after = seededCaller(second.info.url, raws);
    // The re-sends, on new connections with the stored login tokens, as a reconnecting client sends them.
    expect(await seededCall(await after(aliceToken), 'w1', 'applications.withdraw', [withdrawnId], withdrawSeed)).toEqual(withdrawn);
    expect(await seededCall(await after(adminToken), 'm1', 'applications.move', [movedId, 'shortlisted', 'On our shortlist'], moveSeed)).toEqual(moved);
    // A new withdrawal (a new seed) is told as before.
    expect(await seededCall(await after(aliceToken), 'w2', 'applications.withdraw', [withdrawnId], Random.hexString(20))).toMatchObject({
      error: { error: 409, reason: 'This application is already closed' },
    });

    await second.stop();
    expect(statusesOf(dataDir, withdrawnId)).toEqual(['submitted', 'withdrawn']);
    expect(statusesOf(dataDir, movedId)).toEqual(['submitted', 'shortlisted']);
  });
});
