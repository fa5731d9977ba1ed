// The retention run's windowed reads (in-windows.ts) find exactly what one query over the whole
// collection finds, whatever the window size puts on a window's first or last place, stop at
// their limit, and let other work run between windows.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Collection, closeStorage, configureStorage } from 'meteor/mongo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findInWindows } from './in-windows';

interface Account {
  _id: string;
  roles: string[];
  lastLogin?: Date;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'retention-windows-'));
const accounts = new Collection<Account>('windowAccounts');
const OLD = new Date(Date.UTC(2020, 0, 1));
/** Never signed in, or long ago, and not an admin: the first, third, fourth, ninth and tenth. */
const IDLE = { roles: { $ne: 'admin' }, $or: [{ lastLogin: { $exists: false } }, { lastLogin: { $lt: new Date(Date.UTC(2021, 0, 1)) } }] };

beforeAll(async () => {
  configureStorage({ dataDir, engine: 'sqlite' });
  const rows: Array<Omit<Account, '_id'>> = [
    { roles: ['candidate'] },
    { roles: ['candidate'], lastLogin: new Date() },
    { roles: ['customer'], lastLogin: OLD },
    { roles: ['candidate', 'customer'] },
    { roles: ['admin'] },
    { roles: ['admin'], lastLogin: OLD },
    { roles: ['candidate'], lastLogin: new Date() },
    { roles: ['customer'], lastLogin: new Date() },
    { roles: ['candidate'], lastLogin: OLD },
    { roles: [] },
  ];
  // Inserted out of `_id` order: the windows follow `_id`, not the order of the rows.
  for (const [index, row] of rows.entries()) await accounts.insertAsync({ _id: `a${String((index * 7) % 10)}`, ...row });
});

afterAll(async () => {
  await closeStorage();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('retention: reading in windows', () => {
  it('finds what one query finds with every window size, matches on the edges included', async () => {
    const all = (await accounts.find(IDLE, { sort: { _id: 1 } }).fetchAsync()).map((account) => account._id);
    expect(all).toHaveLength(5);
    for (let window = 1; window <= 11; window += 1) {
      const found = await findInWindows(accounts, IDLE, { fields: { _id: 1 }, limit: 100, window });
      expect(found.map((account) => account._id), `window ${window}`).toEqual(all);
    }
  });

  it('stops at its limit, in `_id` order, with the fields asked for', async () => {
    const all = await accounts.find(IDLE, { sort: { _id: 1 }, fields: { roles: 1 } }).fetchAsync();
    for (const window of [1, 2, 3, 10]) {
      expect(await findInWindows(accounts, IDLE, { fields: { roles: 1 }, limit: 2, window })).toEqual(all.slice(0, 2));
    }
  });

  it('gives other work a turn between windows', async () => {
    let turns = 0;
    const ticking = setInterval(() => (turns += 1), 0);
    const ticks = setImmediate(() => (turns += 1));
    await findInWindows(accounts, IDLE, { fields: { _id: 1 }, limit: 100, window: 1 });
    clearInterval(ticking);
    clearImmediate(ticks);
    expect(turns).toBeGreaterThan(0);
  });
});
