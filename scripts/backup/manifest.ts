// A backup folder's manifest.json: when it was made, from where, and every file with its size and
// SHA-256, written last (a folder without it is an unfinished backup). A restore verifies each
// file against it before it touches the target.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

export const MANIFEST_FILE = 'manifest.json';
export const MANIFEST_FORMAT = 1;

export interface ManifestFile {
  /** Relative to the backup folder, with `/` (`db/meteor.sqlite`, `uploads/cvs/….pdf`). */
  path: string;
  size: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof MANIFEST_FORMAT;
  startedAt: string;
  finishedAt: string;
  source: { dataDir: string; uploadsDir: string };
  files: ManifestFile[];
}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

async function walk(dir: string, prefix = ''): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await walk(dir, relative)));
    else if (entry.isFile() && relative !== MANIFEST_FILE) found.push(relative);
  }
  return found.sort();
}

/** Every file of the backup folder `dir` with its size and hash. */
export async function describeFiles(dir: string): Promise<ManifestFile[]> {
  const files: ManifestFile[] = [];
  for (const relative of await walk(dir)) {
    const file = path.join(dir, relative);
    files.push({ path: relative, size: (await stat(file)).size, sha256: await sha256Of(file) });
  }
  return files;
}

export async function writeManifest(dir: string, manifest: BackupManifest): Promise<void> {
  const partial = path.join(dir, `${MANIFEST_FILE}.part`);
  await writeFile(partial, `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  await rename(partial, path.join(dir, MANIFEST_FILE));
}

/** The manifest of the backup in `dir`, after checking every file it names; throws on the first fault. */
export async function verifyBackup(dir: string): Promise<BackupManifest> {
  const text = await readFile(path.join(dir, MANIFEST_FILE), 'utf8').catch(() => {
    throw new Error(`${dir} holds no ${MANIFEST_FILE}: not a backup, or an unfinished one`);
  });
  const manifest = JSON.parse(text) as BackupManifest;
  if (manifest.format !== MANIFEST_FORMAT || !Array.isArray(manifest.files)) throw new Error(`${dir}/${MANIFEST_FILE} is not a backup manifest this version reads`);
  for (const entry of manifest.files) {
    // Never a path outside the backup folder, whatever the manifest says.
    if (entry.path.split('/').includes('..') || path.isAbsolute(entry.path)) throw new Error(`The manifest names a path outside the backup: ${entry.path}`);
    const file = path.join(dir, entry.path);
    const size = await stat(file).then((info) => info.size, () => null);
    if (size === null) throw new Error(`The backup lacks ${entry.path}`);
    if (size !== entry.size || (await sha256Of(file)) !== entry.sha256) throw new Error(`${entry.path} differs from the manifest: the backup is damaged`);
  }
  return manifest;
}
