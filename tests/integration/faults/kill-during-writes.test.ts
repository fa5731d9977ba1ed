// kill -9 of the server during mixed writes by four candidates (applications, profile saves,
// agreements, CV uploads): after a restart the store opens, every acknowledged write is
// there, and no half-written upload is served (each served CV is byte for byte one that was
// sent, at least as new as the last acknowledged one). Loops are bounded in count and time.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { samplePdf } from '../../../imports/api/files/test-samples';
import { type Connection, DDP } from '../../../packages/ddp-client/server';
import { passwordDigest } from '../../helpers/app-fixture';
import { type AppProcess, readCollection, type SeededAccount, startAppProcess } from './app-process';

const root = mkdtempSync(path.join(os.tmpdir(), 'faults-kill-'));
const processes: AppProcess[] = [];
afterAll(async () => {
  for (const app of processes) await app.kill();
  rmSync(root, { recursive: true, force: true });
});

const sha = (body: Buffer | Uint8Array) => createHash('sha256').update(body).digest('hex');

interface Acknowledged {
  applications: string[];
  /** Highest profile save number acknowledged (-1: none). */
  profile: number;
  agreed: boolean;
  /** Hashes of every CV sent, in order, and the index of the last acknowledged one. */
  cvHashes: string[];
  lastCv: number;
}

const MAX_OPS_PER_USER = 80;
const LOAD_MS = 8_000;

interface KillSwitch {
  /** Set just before SIGKILL is sent: from then on a failed call is the kill's doing. */
  killing: boolean;
  killed: Promise<void>;
}

async function candidateLoad(url: string, account: SeededAccount, projects: string[], kill: KillSwitch, acked: Acknowledged, connections: Connection[]) {
  const connection = DDP.connect(url);
  connections.push(connection);
  const untilKilled = <T>(work: Promise<T>): Promise<T | 'killed'> => {
    // A call cut off by the kill may reject later, after the race is decided.
    work.catch(() => undefined);
    return Promise.race([work, kill.killed.then(() => 'killed' as const)]);
  };
  const login = await untilKilled(connection.callAsync('login', { user: { email: account.email }, password: passwordDigest(account.password) }) as Promise<{ token: string }>);
  if (login === 'killed') return null;
  const deadline = Date.now() + LOAD_MS;
  let projectIndex = 0;
  for (let n = 0; n < MAX_OPS_PER_USER && Date.now() < deadline; n += 1) {
    try {
      const op = n % 4;
      if (op === 0 && projectIndex < projects.length) {
        const projectId = projects[projectIndex++] as string;
        const id = await untilKilled(connection.callAsync('applications.apply', projectId, { note: `n${n}` }) as Promise<string>);
        if (id === 'killed') return login.token;
        acked.applications.push(id);
      } else if (op === 1) {
        const done = await untilKilled(connection.callAsync('users.updateProfile', { name: { first: `Save${n}`, last: 'Fault' } }));
        if (done === 'killed') return login.token;
        acked.profile = n;
      } else if (op === 2 && !acked.agreed) {
        const agreement = await untilKilled(connection.callAsync('peopleDocuments.agree', account.documentId, { clientTime: new Date() }));
        if (agreement === 'killed') return login.token;
        acked.agreed = true;
      } else if (op === 3) {
        const body = Buffer.concat([samplePdf(), Buffer.from(`\n% ${account.userId} upload ${n} ${'x'.repeat(20_000)}\n`)]);
        const index = acked.cvHashes.push(sha(body)) - 1;
        const response = await untilKilled(
          fetch(`${url}/upload/cv`, { method: 'POST', body, headers: { Authorization: `Bearer ${login.token}`, 'Content-Type': 'application/pdf', 'X-File-Name': 'cv.pdf' } }),
        );
        if (response === 'killed') return login.token;
        if (response.status === 201) acked.lastCv = index;
        else throw new Error(`upload answered ${response.status}`);
      }
    } catch (error) {
      // Only the kill may end a call early.
      if (kill.killing) return login.token;
      throw error;
    }
  }
  return login.token;
}

describe('kill -9 during mixed writes', () => {
  it('keeps every acknowledged write and serves no half-written upload after a restart', async () => {
    const dataDir = path.join(root, 'db');
    const uploadsDir = path.join(root, 'uploads');
    const first = await startAppProcess(dataDir, uploadsDir, { seed: true });
    processes.push(first);
    const accounts = first.info.accounts ?? [];
    const projects = first.info.projectIds ?? [];
    expect(accounts).toHaveLength(4);
    expect(projects.length).toBeGreaterThanOrEqual(8);

    let signalKill!: () => void;
    const kill: KillSwitch = { killing: false, killed: new Promise<void>((resolve) => (signalKill = resolve)) };
    const acked = accounts.map((): Acknowledged => ({ applications: [], profile: -1, agreed: false, cvHashes: [], lastCv: -1 }));
    const connections: Connection[] = [];
    const loads = accounts.map((account, a) =>
      candidateLoad(first.info.url, account, projects.filter((_, p) => p % accounts.length === a), kill, acked[a] as Acknowledged, connections),
    );
    // Kill once enough writes were acknowledged (or after a bounded wait), while the loops run.
    const total = () => acked.reduce((sum, one) => sum + one.applications.length + (one.profile >= 0 ? 1 : 0) + one.lastCv + 1, 0);
    const started = Date.now();
    while (total() < 24 && Date.now() - started < LOAD_MS - 1000) await new Promise((resolve) => setTimeout(resolve, 25));
    kill.killing = true;
    await first.kill();
    signalKill();
    const tokens = await Promise.all(loads);
    for (const connection of connections) connection.close();
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(total(), 'writes acknowledged before the kill').toBeGreaterThan(4);
    const counts = acked.map((one) => `${one.applications.length} applications, profile save #${one.profile}, ${one.agreed ? 'agreed' : 'not agreed'}, ${one.lastCv + 1}/${one.cvHashes.length} CVs`);
    console.log(`[kill -9] acknowledged before the kill: ${counts.join('; ')}`);

    // The store opens (SQLite replays its WAL) and no upload is half-served.
    const second = await startAppProcess(dataDir, uploadsDir);
    processes.push(second);
    for (const [a, account] of accounts.entries()) {
      const mine = acked[a] as Acknowledged;
      const response = await fetch(`${second.info.url}/cv/${account.userId}`, { headers: { Authorization: `Bearer ${tokens[a]}` } });
      if (mine.lastCv === -1 && response.status === 404) continue;
      expect(response.status, `CV of ${account.email}`).toBe(200);
      const served = mine.cvHashes.indexOf(sha(Buffer.from(await response.arrayBuffer())));
      expect(served, 'the served CV is one that was sent, whole').toBeGreaterThanOrEqual(0);
      expect(served, 'and not older than the last acknowledged one').toBeGreaterThanOrEqual(mine.lastCv);
    }
    await second.stop();

    const applications = readCollection(dataDir, 'applications');
    const users = readCollection(dataDir, 'users');
    const documents = readCollection(path.join(dataDir, 'documents'), 'peopleDocuments');
    for (const [a, account] of accounts.entries()) {
      const mine = acked[a] as Acknowledged;
      for (const id of mine.applications) expect(applications.get(id), `application ${id}`).toMatchObject({ userId: account.userId });
      const user = users.get(account.userId) as { profile?: { name?: { first?: string } }; name?: { first?: string } } | undefined;
      expect(user, account.email).toBeDefined();
      if (mine.profile >= 0) {
        const first = JSON.stringify(user).match(/"first":"Save(\d+)"/);
        expect(Number(first?.[1] ?? -1), `profile save of ${account.email}`).toBeGreaterThanOrEqual(mine.profile);
      }
      if (mine.agreed) expect(documents.get(account.documentId), `agreement of ${account.email}`).toMatchObject({ agreement: { isAgreed: true } });
    }
  }, 120_000);
});
