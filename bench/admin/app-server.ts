// Child process of the `admin.tables` benchmark: the real marketplace server (server/start-app.ts)
// on 127.0.0.1, port 0, over the seeded embedded database named by BENCH_DB_DIR, without demo
// content, with one admin account for the bench to log in as (created once, kept in the
// database). Reports its port and the admin's credentials; stops on request.
import { Accounts } from 'meteor/accounts-base';
import { Meteor } from 'meteor/meteor';
import { startApp } from '../../server/start-app';
import { announceReady, serveIpc } from '../lib/ipc';

const dataDir = process.env.BENCH_DB_DIR;
if (!dataDir) throw new Error('BENCH_DB_DIR must name the seeded database folder');

const app = await startApp({ port: 0, host: '127.0.0.1', dataDir, demoContent: false, rateLimits: false, log: () => {} });
const email = 'bench-admin@example.com';
const password = 'bench-admin-password';
const existing = await Accounts.findUserByEmail(email);
const adminId = existing?._id ?? (await Accounts.createUser({ email, password, profile: { name: { first: 'Bench', last: 'Admin' } } }));
await Meteor.users.updateAsync(adminId, { $set: { roles: ['admin'], 'emails.0.verified': true } });

serveIpc({
  async stop() {
    await app.stop();
    setImmediate(() => process.exit(0));
  },
});
announceReady({ port: app.port, email, password });
