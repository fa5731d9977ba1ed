// The admin tables' seed (`npm run seed -- --applications N`) on a fresh embedded database: the
// counts it promises, every application naming a seeded open project and candidate account with
// a history that ends in its status, documents whose agreement hash is the text's, and a reset
// that removes the seeded records and accounts but no other account.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../../../server/start-app';
import { Applications } from '../applications/collection';
import { ContactMessages } from '../contact-messages/collection';
import { InvitationRequests } from '../invitation-requests/collection';
import { PeopleDocuments } from '../people-documents/collection';
import { textSha256 } from '../people-documents/text-hash';
import { Projects } from '../projects/collection';
import { Requests } from '../requests/collection';
import { usersCollection } from '../users/store';
import { bulkSeed } from './bulk-seed';
import { bulkSeedAdminRecords, removeAdminRecords } from './bulk-seed-admin';

let dataDir: string;
let app: RunningApp;
const options = { seed: 'admin-seed-test', batchSize: 150, validateEvery: 1, progress: () => {} };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'marketplace-admin-seed-'));
  app = await startApp({ port: 0, host: '127.0.0.1', dataDir, demoContent: false, rateLimits: false, log: () => {} });
  await bulkSeed({ ...options, projects: 40, people: 0 });
  await bulkSeedAdminRecords({ ...options, applications: 400 });
});

afterAll(async () => {
  await app?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('bulkSeedAdminRecords', () => {
  it('writes the promised counts', async () => {
    expect(await Applications.find({}).countAsync()).toBe(400);
    expect(await usersCollection().find({ 'emails.address': { $regex: '^seeded-' } }).countAsync()).toBe(200);
    for (const collection of [Requests, PeopleDocuments, ContactMessages, InvitationRequests]) {
      expect(await (collection as typeof Requests).find({}).countAsync()).toBe(40);
    }
  });

  it('links applications to open projects and seeded candidates, with a history ending in their status', async () => {
    const open = new Set((await Projects.find({ status: 'open' }, { fields: { _id: 1 } }).fetchAsync()).map((project) => project._id));
    const users = new Set((await usersCollection().find({}, { fields: { _id: 1 } }).fetchAsync()).map((user) => user._id));
    for (const application of await Applications.find({}).fetchAsync()) {
      expect(open.has(application.projectId)).toBe(true);
      expect(users.has(application.userId)).toBe(true);
      expect(application.statusHistory.at(-1)?.status).toBe(application.status);
    }
  });

  it('records agreements with the hash of the document text', async () => {
    const agreed = await PeopleDocuments.find({ status: '3' }).fetchAsync();
    expect(agreed.length).toBeGreaterThan(0);
    for (const doc of agreed) expect(doc.agreement?.textSha256).toBe(textSha256(doc.text ?? ''));
  });

  it('removes what it wrote on reset and keeps other accounts', async () => {
    const other = await usersCollection().insertAsync({ createdAt: new Date(), emails: [{ address: 'keep-me@example.com', verified: false }] } as never);
    await removeAdminRecords();
    expect(await Applications.find({}).countAsync()).toBe(0);
    expect(await usersCollection().find({ 'emails.address': { $regex: '^seeded-' } }).countAsync()).toBe(0);
    expect(await usersCollection().findOneAsync({ _id: other })).toBeDefined();
  });
});
