// The collection contract on the embedded nedb driver, in a fresh temp folder.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { collectionContract } from './collection.contract';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mongo-contract-nedb-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

collectionContract('embedded nedb', () => ({ dataDir }));
