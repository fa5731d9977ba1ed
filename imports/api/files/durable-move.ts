// Moves a finished upload into place so that a power loss cannot leave the account pointing at a
// file whose bytes never reached the disk: the file's data are synced before the rename, and the
// folder after it (the rename itself lives in the folder's entry). The account is updated only
// after this resolves, as the database acknowledges a write only after its own sync. A stored file
// is owner-only (personal data), whatever wrote it (sharp writes the avatar with its own mode).
import { chmod, open, rename } from 'node:fs/promises';
import path from 'node:path';

/** The steps, each doing the real work; a test passes its own to see their order. */
export interface MoveSteps {
  syncFile(file: string): Promise<void>;
  rename(from: string, to: string): Promise<void>;
  syncFolder(folder: string): Promise<void>;
}

async function syncPath(target: string, data: boolean): Promise<void> {
  const handle = await open(target, 'r');
  try {
    await (data ? handle.datasync() : handle.sync());
  } finally {
    await handle.close();
  }
}

export const DISK_STEPS: MoveSteps = {
  syncFile: (file) => syncPath(file, true),
  rename,
  syncFolder: (folder) => syncPath(folder, false),
};

export async function durableMove(from: string, to: string, steps: MoveSteps = DISK_STEPS): Promise<void> {
  await chmod(from, 0o600);
  await steps.syncFile(from);
  await steps.rename(from, to);
  await steps.syncFolder(path.dirname(to));
}
