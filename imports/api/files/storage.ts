// Where uploaded files live: `<uploadsDir>/cvs`, `<uploadsDir>/photos` and `<uploadsDir>/tmp` for
// uploads still being received or checked. Stored names are server-generated random tokens
// (about 140 bits), so a name can neither address a path outside the folder nor be guessed.
import { chmod, mkdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Random } from 'meteor/random';
import { FILE_TOKEN_PATTERN } from '../common/lists';
import { newPartPath, removeAbandonedParts } from './unfinished-uploads';

export type StoredFolder = 'cvs' | 'photos';

let configuredDir: string | null = null;

/** Meteor keeps local state under `.meteor/local`; UPLOADS_DIR moves it (a mounted volume). */
export function defaultUploadsDir(projectRoot: string = process.cwd()): string {
  return process.env.UPLOADS_DIR || path.join(projectRoot, '.meteor', 'local', 'uploads');
}

/** Creates the folders and makes `dir` the folder this process stores and serves from. */
export async function openUploadsDir(dir: string): Promise<void> {
  const root = path.resolve(dir);
  // Owner-only: CVs and photos are personal data (an older install's folder is tightened too).
  await Promise.all(['cvs', 'photos', 'tmp'].map((sub) => mkdir(path.join(root, sub), { recursive: true, mode: 0o700 })));
  await chmod(root, 0o700);
  // Leftovers of a kill mid-upload are never referenced; another instance sharing the folder
  // may be receiving a file right now (unfinished-uploads.ts tells them apart).
  await removeAbandonedParts(path.join(root, 'tmp'));
  configuredDir = root;
}

export function uploadsDir(): string {
  return configuredDir ?? path.resolve(defaultUploadsDir());
}

export function newFileName(ext: string): string {
  return `${Random.id(24)}.${ext}`;
}

export function tempPath(): string {
  return newPartPath(path.join(uploadsDir(), 'tmp'));
}

/** The path of a stored file, or null for a name that is not one of ours (never a traversal). */
export function storedPath(folder: StoredFolder, name: string): string | null {
  if (!FILE_TOKEN_PATTERN.test(name)) return null;
  return path.join(uploadsDir(), folder, name);
}

/** Removes a file if it exists; a missing file is already the wanted state. */
export async function removeQuietly(file: string | null | undefined): Promise<void> {
  if (!file) return;
  await unlink(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}

export function removeStored(folder: StoredFolder, name: string | undefined): Promise<void> {
  return removeQuietly(name ? storedPath(folder, name) : null);
}
