import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DISK_STEPS, type MoveSteps, durableMove } from './durable-move';

describe('durableMove', () => {
  let dir = '';
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('syncs the file, renames it, then syncs the folder it landed in', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'durable-move-'));
    const from = path.join(dir, 'upload.part');
    const to = path.join(dir, 'stored.pdf');
    await writeFile(from, 'the bytes');
    const order: string[] = [];
    // Each step is the real one, recorded as it runs.
    const recorded: MoveSteps = {
      syncFile: async (file) => (await DISK_STEPS.syncFile(file), void order.push(`sync file ${path.basename(file)}`)),
      rename: async (a, b) => (await DISK_STEPS.rename(a, b), void order.push(`rename ${path.basename(a)} → ${path.basename(b)}`)),
      syncFolder: async (folder) => (await DISK_STEPS.syncFolder(folder), void order.push(`sync folder ${folder === dir}`)),
    };
    await durableMove(from, to, recorded);
    expect(order).toEqual(['sync file upload.part', 'rename upload.part → stored.pdf', 'sync folder true']);
    expect(await readFile(to, 'utf8')).toBe('the bytes');
  });

  it('fails without moving anything when the file is missing', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'durable-move-'));
    await expect(durableMove(path.join(dir, 'gone.part'), path.join(dir, 'stored.pdf'))).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(readFile(path.join(dir, 'stored.pdf'))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
