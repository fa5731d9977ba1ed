// 300 signed-in sessions behind one address (an office behind one NAT: 30 people, 10 tabs each,
// every tab holding its person's login token) and a restart with the rate limits `npm start`
// runs with: each session reconnects on Meteor's default retry schedule, resumes its login
// (a valid token is never refused by the per-address limit) and its subscription, within a
// minute of the new server being up, and none is signed out.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AccountsClient, LOGIN_TOKEN_KEY, memoryStorage } from '../../../packages/accounts-base/accounts-client';
import { type Connection, DDP } from '../../../packages/ddp-client/server';
import type { ClientCollection } from '../../../packages/mongo/client-collection';
import { startAppProcess } from '../faults/app-process';
import { waitUntil } from '../../helpers/wait-until';
import { restartScene } from '../faults/restart-scene';

const PEOPLE = 30;
const TABS_PER_PERSON = 10;
const RESUME_LIMIT_MS = 60_000;

const { root, processes, connections } = restartScene('shutdown-300-');

interface Tab {
  userId: string;
  connection: Connection;
  accounts: AccountsClient;
  storage: ReturnType<typeof memoryStorage>;
  users: ClientCollection<{ _id: string }>;
  subscription: { ready(): boolean };
}

function openTab(url: string, account: { userId: string; token: string }): Tab {
  const storage = memoryStorage();
  storage.setItem(LOGIN_TOKEN_KEY, account.token);
  // Meteor's default retry schedule (10 ms twice, then 1 s × 2.2^n with ±25 % fuzz).
  const connection = DDP.connect(url);
  connections.push(connection);
  const accounts = new AccountsClient({ connection, storage });
  const tab: Tab = { userId: account.userId, connection, accounts, storage, users: accounts.users, subscription: connection.subscribe('applications.mine') };
  void accounts.loginWithToken(account.token);
  return tab;
}

const resumed = (tab: Tab) =>
  tab.connection.status().connected && tab.accounts.userId() === tab.userId && !tab.accounts.loggingIn() && tab.subscription.ready() && tab.users.findOne({ _id: tab.userId }) !== undefined;

describe('a restart under 300 sessions from one address', () => {
  it('resumes every session within a minute of the new server, none signed out', async () => {
    const dataDir = path.join(root, 'db');
    const uploadsDir = path.join(root, 'uploads');
    const first = await startAppProcess(dataDir, uploadsDir, { tokenAccounts: PEOPLE, rateLimits: true });
    processes.push(first);
    const accounts = first.info.tokenAccounts ?? [];
    expect(accounts).toHaveLength(PEOPLE);
    const tabs = accounts.flatMap((account) => Array.from({ length: TABS_PER_PERSON }, () => openTab(first.info.url, account)));
    await waitUntil(() => (tabs.every(resumed) ? true : undefined), {
      what: 'all 300 sessions signed in',
      timeoutMs: RESUME_LIMIT_MS,
      describe: () => tabs.filter((tab) => !resumed(tab)).length,
    });

    const stopAt = Date.now();
    await first.stop();
    const second = await startAppProcess(dataDir, uploadsDir, { port: first.info.port, rateLimits: true });
    processes.push(second);
    const upAt = Date.now();
    await waitUntil(() => (tabs.every(resumed) ? true : undefined), {
      what: 'all 300 sessions resumed on the new server',
      timeoutMs: RESUME_LIMIT_MS,
      describe: () => ({ notResumed: tabs.filter((tab) => !resumed(tab)).length, signedOut: tabs.filter((tab) => tab.storage.getItem(LOGIN_TOKEN_KEY) === null).length }),
    });
    const resumedAfterMs = Date.now() - upAt;

    // A refused resume (403) would have removed the stored token: every tab keeps its own.
    expect(tabs.filter((tab) => tab.storage.getItem(LOGIN_TOKEN_KEY) === null)).toEqual([]);
    for (const tab of tabs) expect(tab.accounts.userId()).toBe(tab.userId);
    console.log(`300 sessions from one address resumed ${resumedAfterMs} ms after the new server was up (${Date.now() - stopAt} ms after SIGTERM); first server: ${first.output().match(/Stopped.*/)?.[0]}`);
  }, 240_000);
});
