// A matching pass owed when the server stopped runs when it starts again: the whole app is started
// on a database folder, a project is published while the match worker is stopped (the server dies
// between the publish's reply and its pass), the app stops with the record still queued, and a
// second start on the same folder alerts the searcher once and empties the queue.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Accounts } from 'meteor/accounts-base';
import { Meteor } from 'meteor/meteor';
import { Random } from 'meteor/random';
import { type Connection, DDP } from '../../../packages/ddp-client/server';
import { passwordDigest } from '../../../tests/helpers/app-fixture';
import { type RunningApp, startApp } from '../../../server/start-app';
import { projectInput } from '../projects/api.testkit';
import { alertsOf, mailsOf } from './alerts.testkit';
import { SavedSearchHits } from './collection';
import { SavedSearchMatchQueue } from './match-queue';

let dataDir: string;
const connections: Connection[] = [];
const running: RunningApp[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'marketplace-match-queue-'));
});
afterAll(async () => {
  for (const connection of connections) connection.close();
  for (const app of running) await app.stop();
  await rm(dataDir, { recursive: true, force: true });
});

async function start(): Promise<RunningApp> {
  const app = await startApp({ port: 0, host: '127.0.0.1', dataDir, rateLimits: false, log: () => {} });
  running.push(app);
  return app;
}

async function stop(app: RunningApp): Promise<void> {
  running.splice(running.indexOf(app), 1);
  await app.stop();
}

/** A new user with `roles`, signed in over DDP as a browser is. */
async function signIn(app: RunningApp, roles: string[]): Promise<{ connection: Connection; userId: string }> {
  const email = `user-${Random.id(8).toLowerCase()}@example.com`;
  const password = Random.secret(20);
  const userId = await Accounts.createUser({ email, password, profile: {} });
  await Meteor.users.updateAsync(userId, { $set: { roles, 'emails.0.verified': true } });
  const connection = DDP.connect(app.url);
  connections.push(connection);
  await connection.callAsync('login', { user: { email }, password: passwordDigest(password) });
  return { connection, userId };
}

describe('a pass queued when the server stopped', () => {
  it('runs at the next start: the searcher is alerted once and the queue is emptied', async () => {
    const first = await start();
    const admin = await signIn(first, ['admin']);
    const searcher = await signIn(first, ['candidate']);
    const searchId = (await searcher.connection.callAsync('savedSearches.save', {
      name: 'Lagoon work',
      frequency: 'instant',
      filters: { text: 'lagoons' },
      timeZone: 'Europe/Prague',
    })) as string;
    const { _id: projectId } = (await admin.connection.callAsync('projects.create', projectInput({ title: 'Harbour lagoons platform' }))) as { _id: string };
    // The server "dies" between the publish's reply and its pass: nothing runs the queue now.
    await first.savedSearchMatching.stop();
    await admin.connection.callAsync('projects.publish', projectId);
    expect(await SavedSearchMatchQueue.find({ docId: projectId }).fetchAsync()).toMatchObject([{ list: 'projects', docId: projectId }]);
    expect(await SavedSearchHits.find({ projectId }).countAsync()).toBe(0);
    admin.connection.close();
    searcher.connection.close();
    await stop(first);

    const second = await start();
    await second.savedSearchMatching.idle();
    await second.notifications.dispatcher.idle();
    expect(await SavedSearchMatchQueue.find({}).countAsync()).toBe(0);
    const [alert, ...more] = await alertsOf(searcher.userId);
    expect(more).toEqual([]);
    expect(alert!.params).toMatchObject({ searchId, projectTitle: 'Harbour lagoons platform' });
    expect(await mailsOf(searcher.userId)).toHaveLength(1);
    expect((await SavedSearchHits.findOneAsync({ _id: `${searchId}:${projectId}` }))!.alertedAt).toBeInstanceOf(Date);
    await stop(second);
  });
});
