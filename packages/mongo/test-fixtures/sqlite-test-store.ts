// A fresh SQLite store per test file, opened before each test and closed after it, with every
// query that did not run entirely in SQL recorded (the driver's tests require none, or name it).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach } from 'vitest';
import { sqliteQueryEvents } from '../drivers/sqlite-collection';
import { closeStorage, configureStorage } from '../server';

export interface SqliteTestStore {
  readonly dataDir: string;
  /** `<reason> <collection> <selector>` of each query of the current test that fell back. */
  readonly fallbacks: string[];
}

export function withSqliteTestStore(prefix: string): SqliteTestStore {
  const store: SqliteTestStore = { dataDir: mkdtempSync(path.join(os.tmpdir(), prefix)), fallbacks: [] };
  beforeEach(() => {
    configureStorage({ dataDir: store.dataDir, engine: 'sqlite' });
    store.fallbacks.length = 0;
    sqliteQueryEvents.onFallback = (collection, selector, _sort, reason) => store.fallbacks.push(`${reason} ${collection} ${JSON.stringify(selector)}`);
  });
  afterEach(async () => {
    sqliteQueryEvents.onFallback = null;
    await closeStorage();
  });
  afterAll(() => rmSync(store.dataDir, { recursive: true, force: true }));
  return store;
}
