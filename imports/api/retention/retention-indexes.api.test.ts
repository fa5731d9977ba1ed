// The retention run's sweep of old messages and visitors' requests reads them through indexes
// (retention-indexes.ts), never by reading a whole collection: every statement the sweep
// prepares is checked with SQLite's EXPLAIN QUERY PLAN.
import type { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqliteRawCollection } from '../../../packages/mongo/drivers/sqlite-collection';
import { type AppFixture, startAppFixture } from '../../../tests/helpers/app-fixture';
import { ContactMessages } from '../contact-messages/collection';
import { removeOldAnonymousRecords } from './anonymous-records';

let app: AppFixture;

beforeAll(async () => {
  app = await startAppFixture();
});

afterAll(async () => {
  await app?.stop();
});

describe('retention: old messages and requests', () => {
  it('are found through indexes, not by reading every document', async () => {
    const { db } = (await ContactMessages.rawCollectionAsync()) as SqliteRawCollection;
    const prepared: string[] = [];
    const prepare = db.prepare.bind(db);
    (db as { prepare: DatabaseSync['prepare'] }).prepare = (sql: string) => {
      prepared.push(sql);
      return prepare(sql);
    };
    try {
      await removeOldAnonymousRecords(new Date());
    } finally {
      delete (db as { prepare?: unknown }).prepare;
    }
    const reads = prepared.filter((sql) => sql.startsWith('SELECT'));
    expect(reads.join('\n')).toMatch(/contactMessages[\s\S]*invitationRequests[\s\S]*requests/);
    for (const sql of reads) {
      const plan = db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all().map((row) => String(row.detail));
      expect(plan.filter((detail) => /^SCAN (contactMessages|invitationRequests|requests)\b/.test(detail)), sql.slice(0, 80)).toEqual([]);
    }
  });
});
