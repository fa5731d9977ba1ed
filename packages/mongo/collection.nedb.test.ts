// The collection contract on the embedded nedb driver, in a fresh temp folder.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { collectionContract } from './collection.contract';
import { plannerSettings } from './drivers/memory-index';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mongo-contract-nedb-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

collectionContract('embedded nedb', () => ({ dataDir, engine: 'nedb' }));

// Again with sorted indexes for every sort, however small the collection, so the contract also
// covers the paths large collections take (drivers/memory-index.ts).
describe('with sorted indexes from the first document', () => {
  const threshold = plannerSettings.sortedIndexMinDocs;
  beforeAll(() => {
    plannerSettings.sortedIndexMinDocs = 0;
  });
  afterAll(() => {
    plannerSettings.sortedIndexMinDocs = threshold;
  });
  collectionContract('embedded nedb, sorted indexes', () => ({ dataDir, engine: 'nedb' }));
});
