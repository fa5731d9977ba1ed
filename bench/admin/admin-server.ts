// Child process of the `queries.admin` benchmark: the real marketplace server over the seeded
// embedded database (BENCH_DB_DIR), plus what the seed lacks for the back office: an admin
// account to subscribe as, and CANDIDATES candidate accounts (a third with a CV on file, every
// tenth linked to a directory entry) written directly, as a trusted import would. Reports its
// port and the admin's e-mail and password; stops on request.
import { Accounts } from 'meteor/accounts-base';
import { Meteor } from 'meteor/meteor';
import { Random } from 'meteor/random';
import { People } from '../../imports/api/people/collection';
import { linkEntry } from '../../imports/api/people/entry-flag';
import { startApp } from '../../server/start-app';
import { announceReady, serveIpc } from '../lib/ipc';

const CANDIDATES = 5_000;
const dataDir = process.env.BENCH_DB_DIR;
if (!dataDir) throw new Error('BENCH_DB_DIR must name the seeded database folder');

const app = await startApp({ port: 0, host: '127.0.0.1', dataDir, demoContent: false, rateLimits: false, log: () => {} });

const email = `bench-admin-${Random.id(6).toLowerCase()}@example.com`;
const password = Random.secret(20);
const adminId = await Accounts.createUser({ email, password });
await Meteor.users.updateAsync(adminId, { $set: { roles: ['admin'], 'emails.0.verified': true } });

const existing = await Meteor.users.find({ roles: 'candidate' }).countAsync();
if (existing < CANDIDATES) {
  const entries = await People.find({ sourceUserId: { $exists: false } }, { fields: { _id: 1 }, limit: CANDIDATES / 10 }).fetchAsync();
  const started = Date.now();
  for (let index = existing; index < CANDIDATES; index += 1) {
    const userId = Random.id();
    await Meteor.users.insertAsync({
      _id: userId,
      createdAt: new Date(started - index * 60_000),
      emails: [{ address: `candidate-${index}@bench.example`, verified: true }],
      profile: { name: { first: `Candidate${index}`, last: `Bench${index % 97}` } },
      roles: ['candidate'],
      candidateData: {
        headline: 'Consultant',
        ...(index % 3 === 0 ? { cv: { file: `${Random.id(24)}.pdf`, name: 'cv.pdf', mimeType: 'application/pdf', size: 1000, uploadedAt: new Date(started) } } : {}),
      },
      services: {},
    } as never);
    const entry = index % 10 === 0 ? entries[index / 10] : undefined;
    if (entry) await linkEntry(entry._id, userId);
  }
}

serveIpc({
  async stop() {
    await app.stop();
    setImmediate(() => process.exit(0));
  },
});
announceReady({ port: app.port, email, password, candidates: await Meteor.users.find({ roles: 'candidate' }).countAsync() });
