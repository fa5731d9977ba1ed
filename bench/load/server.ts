// The server under load, in its own process: the whole app with demo content on 127.0.0.1:0 and
// `--candidates N --customers N` accounts (password `load-password-<i>`) plus one admin. Prints
// one line `READY <json>` with the url, pid, accounts, open project ids and published people.
import { Accounts } from 'meteor/accounts-base';
import { Meteor } from 'meteor/meteor';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { People } from '../../imports/api/people/collection';
import { Projects } from '../../imports/api/projects/collection';
import { startApp } from '../../server/start-app';
import { COMPLETE_PROFILE } from '../../tests/helpers/complete-profile';

function flag(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'marketplace-load-db-'));
// Rate limits stay on except for logins from this one address would all share them: off, as in
// the integration fixture, since every simulated user comes from 127.0.0.1.
const app = await startApp({ port: 0, host: '127.0.0.1', dataDir, uploadsDir: path.join(dataDir, 'uploads'), demoContent: true, rateLimits: false, log: () => {} });

async function account(role: string, i: number) {
  const email = `load-${role}-${i}@example.com`;
  const password = `load-password-${i}`;
  const userId = await Accounts.createUser({ email, password, profile: {} });
  // Candidates with the wizard done: applying needs it.
  await Meteor.users.updateAsync(userId, { $set: { roles: [role], 'emails.0.verified': true, ...(role === 'candidate' ? COMPLETE_PROFILE : {}) } });
  return { email, password };
}

const candidates = [];
for (let i = 0; i < flag('candidates', 10); i += 1) candidates.push(await account('candidate', i));
const customers = [];
for (let i = 0; i < flag('customers', 10); i += 1) customers.push(await account('customer', i));
const admin = await account('admin', 0);
const projectIds = (await Projects.find({ status: 'open' }, { fields: { _id: 1 } }).fetchAsync()).map((doc) => doc._id);
const personIds = (await People.find({ status: 'published' }, { fields: { _id: 1 }, limit: 50 }).fetchAsync()).map((doc) => doc._id);
console.log(`READY ${JSON.stringify({ url: app.url, pid: process.pid, candidates, customers, admin, projectIds, personIds })}`);
process.once('SIGTERM', () => void app.stop().then(() => process.exit(0)));
