// writeTogether's contract on the embedded SQLite driver, in a fresh temp folder.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { writeTogetherContract } from './write-together.contract';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'write-together-sqlite-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

writeTogetherContract('embedded SQLite', () => ({ dataDir, engine: 'sqlite' }));
