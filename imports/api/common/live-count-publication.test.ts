// The live counts' shared observer (live-count-publication.ts) re-runs its top-1 query on every
// write to the collection: on SQLite it must be read from the write stamp's index (the one
// projects/indexes.ts and people/indexes.ts declare), never sorted from every document.
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { registerSqlFunctions, translateSort } from '../../../packages/mongo/drivers/sql-query';
import { CollectionIndexes, ensureIndexTable } from '../../../packages/mongo/drivers/sqlite-indexes';
import { LATEST_WRITE_SORT } from './live-count-publication';
import { WRITE_STAMP_FIELD } from './list-page-publication';

describe('live counts: the latest write', () => {
  it('is read from the write stamp index without a sort', () => {
    const db = new DatabaseSync(':memory:');
    registerSqlFunctions(db);
    ensureIndexTable(db);
    db.exec('CREATE TABLE items (_id TEXT PRIMARY KEY, doc BLOB NOT NULL)');
    new CollectionIndexes(db, 'items').create({ [WRITE_STAMP_FIELD]: -1 }, {});
    const order = translateSort(LATEST_WRITE_SORT, { docColumn: 'doc', scalarPaths: new Set([WRITE_STAMP_FIELD]) });
    expect(order).not.toBeNull();
    const plan = db
      .prepare(`EXPLAIN QUERY PLAN SELECT json(doc) FROM items ORDER BY ${order} LIMIT 1`)
      .all()
      .map((row) => String(row.detail))
      .join('\n');
    expect(plan).toMatch(/SCAN items USING INDEX/);
    expect(plan).not.toMatch(/TEMP B-TREE/);
  });
});
