// A server restart with DDP clients connected (Meteor's own client: accounts client, ddp-client
// with retry): each client reconnects on its own, resumes its login before anything else,
// re-subscribes and re-sends the methods left unanswered. An application or an agreement sent
// again because of that retry is recorded once (applications: the re-sent call carries its first
// send's randomSeed, so it is answered with the application that send stored, never "already
// applied"; agreements: the stored agreement is returned as it is).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AccountsClient, memoryStorage } from '../../../packages/accounts-base/accounts-client';
import { passwordClient } from '../../../packages/accounts-password/password-client';
import { DDP } from '../../../packages/ddp-client/server';
import { ClientCollection } from '../../../packages/mongo/client-collection';
import { waitUntil } from '../../helpers/wait-until';
import { readCollection, type SeededAccount, startAppProcess } from './app-process';
import { restartScene } from './restart-scene';

const { root, processes, connections } = restartScene('faults-restart-');

/** Waits (bounded) until `condition` holds. */
function until(condition: () => boolean, what: string, timeoutMs = 10_000): Promise<true> {
  return waitUntil(() => (condition() ? true : undefined), { what, timeoutMs });
}

async function signedInClient(url: string, account: SeededAccount) {
  const connection = DDP.connect(url, { retry: true, minTimeout: 50, baseTimeout: 50, fuzz: 0 });
  connections.push(connection);
  const accounts = new AccountsClient({ connection, storage: memoryStorage() });
  const result = await passwordClient(accounts).loginWithPassword(account.email, account.password);
  expect(result?.id).toBe(account.userId);
  const projects = new ClientCollection<{ _id: string }>('projects', { connection });
  const subscription = connection.subscribe('projects.open');
  await until(() => subscription.ready(), 'the projects subscription to be ready');
  return { connection, accounts, projects, subscription };
}

/** Settles a call as what the caller learns: its result, or its error's code and reason. */
async function outcome(call: Promise<unknown>): Promise<{ result?: unknown; error?: { error: unknown; reason?: string } }> {
  try {
    return { result: await call };
  } catch (error) {
    const failed = error as { error: unknown; reason?: string };
    return { error: { error: failed.error, reason: failed.reason } };
  }
}

describe('a server restart with clients connected', () => {
  it('resumes logins, re-subscribes and re-sends unanswered calls, recording each write once', async () => {
    const dataDir = path.join(root, 'db');
    const uploadsDir = path.join(root, 'uploads');
    const first = await startAppProcess(dataDir, uploadsDir, { seed: true });
    processes.push(first);
    const [alice, bob] = first.info.accounts ?? [];
    const [projectA, projectB] = first.info.projectIds ?? [];
    if (!alice || !bob || !projectA || !projectB) throw new Error('the seeded server lacks accounts or projects');
    const a = await signedInClient(first.info.url, alice);
    const b = await signedInClient(first.info.url, bob);
    const openProjects = a.projects.find().fetch().length;
    expect(openProjects).toBeGreaterThan(0);

    // Bob's calls are on the wire when the server dies (answered or not: the client cannot know).
    const bobApply = outcome(b.connection.callAsync('applications.apply', projectB, { note: 'sent as it died' }));
    const bobAgree = outcome(b.connection.callAsync('peopleDocuments.agree', bob.documentId, {}));
    await first.kill();
    await until(() => !a.connection.status().connected && !b.connection.status().connected, 'both clients to see the server gone');

    // Alice calls while the server is down: queued, sent after the reconnect and the resume login.
    const aliceApply = outcome(a.connection.callAsync('applications.apply', projectA, { note: 'sent while down' }));
    const aliceAgree = outcome(a.connection.callAsync('peopleDocuments.agree', alice.documentId, {}));

    const second = await startAppProcess(dataDir, uploadsDir, { port: first.info.port });
    processes.push(second);
    await until(() => a.connection.status().connected && b.connection.status().connected, 'both clients to reconnect', 20_000);

    const [aApply, aAgree, bApply, bAgree] = await Promise.all([aliceApply, aliceAgree, bobApply, bobAgree]);
    expect(typeof aApply.result, JSON.stringify(aApply)).toBe('string');
    expect(aAgree.result).toMatchObject({ isAgreed: true, engineUserId: alice.userId });
    // Bob's apply either ran once before the kill (the retry is then answered with that
    // application) or ran only on the retry; either way he has applied, once.
    expect(typeof bApply.result, JSON.stringify(bApply)).toBe('string');
    expect(bAgree.result).toMatchObject({ isAgreed: true, engineUserId: bob.userId });

    // Still signed in as themselves, subscriptions ready again with their documents.
    expect(a.accounts.userId()).toBe(alice.userId);
    expect(b.accounts.userId()).toBe(bob.userId);
    await until(() => a.subscription.ready() && a.projects.find().fetch().length === openProjects, 'the subscription to be ready again with its documents');
    expect(await a.connection.callAsync('users.getUser')).toMatchObject({ _id: alice.userId });

    // Explicit second sends, as a client retrying on its own would: recorded once.
    expect(await outcome(a.connection.callAsync('applications.apply', projectA, {}))).toEqual({ error: { error: 409, reason: 'You have already applied to this project' } });
    const again = (await a.connection.callAsync('peopleDocuments.agree', alice.documentId, {})) as { serverTime: Date };
    expect(again.serverTime).toEqual((aAgree.result as { serverTime: Date }).serverTime);

    await second.stop();
    const applications = [...readCollection(dataDir, 'applications').values()];
    const live = (userId: string, projectId: string) => applications.filter((doc) => doc.userId === userId && doc.projectId === projectId);
    expect(live(alice.userId, projectA)).toHaveLength(1);
    expect(live(bob.userId, projectB)).toHaveLength(1);
    const documents = readCollection(path.join(dataDir, 'documents'), 'peopleDocuments');
    expect(documents.get(alice.documentId)).toMatchObject({ agreement: { isAgreed: true, serverTime: (aAgree.result as { serverTime: Date }).serverTime } });
    expect(documents.get(bob.documentId)).toMatchObject({ agreement: { isAgreed: true } });
  }, 120_000);
});
