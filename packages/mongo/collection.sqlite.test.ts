// The collection contract on the embedded SQLite driver, in a fresh temp folder: once with the
// translation seam as it answers (sql-query.ts), once with every selector left to mingo (the
// fallback path) and once with every selector's SQL only a superset (the prefilter path), so
// the driver is right whatever the translation says.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, vi } from 'vitest';
import { collectionContract } from './collection.contract';
import * as sqlQuery from './drivers/sql-query';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mongo-contract-sqlite-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

vi.mock('./drivers/sql-query', async (importOriginal) => {
  const real = await importOriginal<typeof sqlQuery>();
  return { ...real, translateSelector: vi.fn(real.translateSelector), translateSort: vi.fn(real.translateSort) };
});

collectionContract('embedded SQLite', () => ({ dataDir, engine: 'sqlite' }));

describe('with no selector translated (every query filtered by mingo)', () => {
  collectionContract('embedded SQLite, fallback', () => {
    vi.mocked(sqlQuery.translateSelector).mockImplementation(() => null);
    return { dataDir, engine: 'sqlite' };
  });
});

describe('with every selector translated to a superset (SQL prefilter, then mingo)', () => {
  collectionContract('embedded SQLite, superset', () => {
    vi.mocked(sqlQuery.translateSelector).mockImplementation(() => ({ sql: '1', params: [], exact: false }));
    return { dataDir, engine: 'sqlite' };
  });
});

// The exact path with pushed-down ORDER BY / LIMIT / OFFSET / COUNT: `{}` is exactly every row
// and an `_id` sort is SQLite's own (binary) text order, so these answers are true translations.
describe('with empty selectors and _id sorts run in SQL', () => {
  collectionContract('embedded SQLite, exact', () => {
    vi.mocked(sqlQuery.translateSelector).mockImplementation((selector) => (Object.keys(selector).length === 0 ? { sql: '1', params: [], exact: true } : null));
    vi.mocked(sqlQuery.translateSort).mockImplementation((sort) => {
      const entries = Object.entries(sort);
      return entries.length === 1 && entries[0]?.[0] === '_id' ? `_id ${Number(entries[0][1]) < 0 ? 'DESC' : 'ASC'}` : null;
    });
    return { dataDir, engine: 'sqlite' };
  });
});
