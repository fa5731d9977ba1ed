// A restart (SIGTERM, then a new server on the same port and data) under 50 connected clients
// (Meteor's own client: accounts client resuming a stored token, a subscription, calls retried
// after a reconnect) that keep sending contact messages and applications throughout: every call
// is answered, each answer's write is stored exactly once (no call stored twice, none answered
// "already applied"), and every client is signed in as itself again with its subscription ready.
// The same after SIGKILL: calls whose answer the kill swallowed are re-sent with their seed, and
// the server recognises the writes their first send made.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AccountsClient, LOGIN_TOKEN_KEY, memoryStorage } from '../../../packages/accounts-base/accounts-client';
import { type Connection, DDP } from '../../../packages/ddp-client/server';
import { ClientCollection } from '../../../packages/mongo/client-collection';
import { readCollection, startAppProcess, type AppProcess } from '../faults/app-process';
import { waitUntil } from '../../helpers/wait-until';
import { restartScene } from '../faults/restart-scene';

const CLIENTS = 50;
const CONTACT_CALLS_PER_CLIENT = 12;
const APPLICATIONS_PER_CLIENT = 2;

const { root, processes, connections } = restartScene('shutdown-restart-');

interface Client {
  index: number;
  userId: string;
  connection: Connection;
  accounts: AccountsClient;
  storage: ReturnType<typeof memoryStorage>;
  projects: ClientCollection<{ _id: string }>;
  subscription: { ready(): boolean };
  contactIds: string[];
  applicationIds: string[];
  failures: unknown[];
}

async function openClient(url: string, index: number, account: { userId: string; token: string }): Promise<Client> {
  const storage = memoryStorage();
  storage.setItem(LOGIN_TOKEN_KEY, account.token);
  // Quick retries: the restart, not the back-off, is under test here (restart-300-sessions uses the defaults).
  const connection = DDP.connect(url, { retry: true, minTimeout: 50, baseTimeout: 200, maxTimeout: 1_000, fuzz: 0.5 });
  connections.push(connection);
  const accounts = new AccountsClient({ connection, storage });
  await accounts.loginWithToken(account.token);
  const projects = new ClientCollection<{ _id: string }>('projects', { connection });
  const subscription = connection.subscribe('projects.open');
  return { index, userId: account.userId, connection, accounts, storage, projects, subscription, contactIds: [], applicationIds: [], failures: [] };
}

/** One client's writes, one after another, through the restart. */
async function writeLoad(client: Client, projectIds: string[], paced: () => Promise<void>): Promise<void> {
  for (let n = 0; n < CONTACT_CALLS_PER_CLIENT; n += 1) {
    try {
      const message = { name: `Client ${client.index}`, email: `client-${client.index}@example.com`, subject: `c${client.index}-m${n}`, message: 'Restart load', consent: true };
      client.contactIds.push((await client.connection.callAsync('contactMessages.send', message)) as string);
      if (n < APPLICATIONS_PER_CLIENT) {
        const projectId = projectIds[(client.index + n) % projectIds.length]!;
        client.applicationIds.push((await client.connection.callAsync('applications.apply', projectId, { note: `c${client.index}-a${n}` })) as string);
      }
    } catch (error) {
      client.failures.push(error);
    }
    await paced();
  }
}

describe('a restart under 50 clients writing', () => {
  it.each(['SIGTERM', 'SIGKILL'] as const)('after %s: answers every call, stores each acknowledged write once, and resumes every client', async (signal) => {
    const dataDir = path.join(root, signal, 'db');
    const uploadsDir = path.join(root, signal, 'uploads');
    const first = await startAppProcess(dataDir, uploadsDir, { seed: true, tokenAccounts: CLIENTS });
    processes.push(first);
    const accounts = first.info.tokenAccounts ?? [];
    const projectIds = first.info.projectIds ?? [];
    expect(accounts).toHaveLength(CLIENTS);
    expect(projectIds.length).toBeGreaterThanOrEqual(APPLICATIONS_PER_CLIENT);
    const clients = await Promise.all(accounts.map((account, index) => openClient(first.info.url, index, account)));
    await waitUntil(() => (clients.every((c) => c.subscription.ready() && c.accounts.userId() === c.userId) ? true : undefined), {
      what: 'every client signed in with its subscription ready',
      timeoutMs: 20_000,
    });
    const openProjects = clients[0]!.projects.find().fetch().length;

    // The restart happens once a third of the contact calls were answered: calls are in flight.
    let answered = 0;
    let restarting: Promise<AppProcess> | null = null;
    const restartAt = Math.floor((CLIENTS * CONTACT_CALLS_PER_CLIENT) / 3);
    const restart = async (): Promise<AppProcess> => {
      await (signal === 'SIGTERM' ? first.stop() : first.kill());
      const second = await startAppProcess(dataDir, uploadsDir, { port: first.info.port });
      processes.push(second);
      return second;
    };
    const paced = async () => {
      answered += 1;
      if (answered === restartAt) restarting = restart();
      // A short pause between one client's calls keeps every client's calls spread over the restart.
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    await Promise.all(clients.map((client) => writeLoad(client, projectIds, paced)));
    expect(restarting).not.toBeNull();
    const second = await restarting!;

    expect(clients.flatMap((c) => c.failures)).toEqual([]);
    // Signed in as themselves again, token kept, subscription ready with its documents.
    await waitUntil(
      () => (clients.every((c) => c.connection.status().connected && c.subscription.ready() && c.projects.find().fetch().length === openProjects) ? true : undefined),
      { what: 'every client reconnected with its subscription ready again', timeoutMs: 30_000 },
    );
    for (const client of clients) {
      expect(client.accounts.userId()).toBe(client.userId);
      expect(client.storage.getItem(LOGIN_TOKEN_KEY)).not.toBeNull();
    }
    // The first server drained: it says so in its log.
    if (signal === 'SIGTERM') expect(first.output()).toMatch(/Stopped cleanly in \d+ ms/);

    await second.stop();
    const messages = [...readCollection(dataDir, 'contactMessages').values()].filter((doc) => String(doc.subject).startsWith('c'));
    const applications = [...readCollection(dataDir, 'applications').values()];
    for (const client of clients) {
      const stored = messages.filter((doc) => doc.userId === client.userId);
      // Every call answered once, every answer stored once, nothing stored that was not answered.
      expect(client.contactIds).toHaveLength(CONTACT_CALLS_PER_CLIENT);
      expect(stored.map((doc) => doc._id).sort()).toEqual([...client.contactIds].sort());
      expect(new Set(stored.map((doc) => doc.subject)).size).toBe(CONTACT_CALLS_PER_CLIENT);
      const own = applications.filter((doc) => doc.userId === client.userId);
      expect(own.map((doc) => doc._id).sort()).toEqual([...client.applicationIds].sort());
      expect(own).toHaveLength(APPLICATIONS_PER_CLIENT);
    }
    console.log(`${signal} under ${CLIENTS} clients: ${messages.length} contact messages, ${applications.length} applications stored, each once; ${first.output().match(/Stopped.*/)?.[0] ?? 'killed'}`);
  }, 180_000);
});
