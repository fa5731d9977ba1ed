// `npm run backup -- DIR [--db DIR] [--uploads DIR]`: a consistent copy of the embedded database
// and the uploads while the app runs, into the new or empty folder DIR:
//   db/        the store's SQLite files in the data folder's layout (SQLite's backup API, one snapshot)
//   uploads/   the stored files (not tmp/, unfinished uploads)
//   manifest.json   every file with its size and SHA-256, written last
// Uploads are copied before and after the database snapshot (later passes only the files that
// arrived meanwhile). The app stores a file before the database names it and deletes it only after
// the database stopped naming it, so every file the snapshot names is in the backup, unless it was
// both stored and deleted again within the moments of the snapshot itself (a file replaced twice
// in well under a second). The database folder and
// the uploads folder default as the server's: METEOR_DB_DIR, UPLOADS_DIR, else .meteor/local/….
// `npm run restore` brings a backup back. With MONGO_URL, use mongodump (README.md).
import { existsSync, readdirSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { defaultUploadsDir } from '../imports/api/files/storage';
import { copyStore } from './backup/store-copy';
import { isInside } from './bundle/data-location';
import { copyNewUploads } from './backup/uploads-copy';
import { describeFiles, MANIFEST_FORMAT, writeManifest } from './backup/manifest';
import { dataDirFromArgs, optionValue, positionalArgs, runAsScript } from './db-sqlite-files';

const MAX_PASSES_BEFORE_SNAPSHOT = 3;

export interface BackupResult {
  files: number;
  bytes: number;
  ms: number;
}

export async function backupApp(target: string, dataDir: string, uploadsDir: string): Promise<BackupResult> {
  const started = new Date();
  if (existsSync(target) && readdirSync(target).length > 0) throw new Error(`${target} is not empty: back up into a new or empty folder`);
  // Inside the uploads it would copy itself; inside the database folder an upgrade's cleanup may take it.
  for (const source of [dataDir, uploadsDir]) {
    if (isInside(target, source)) throw new Error(`${target} is inside ${source}: back up into a folder outside it`);
  }
  await mkdir(target, { recursive: true, mode: 0o700 });
  const uploadsCopy = path.join(target, 'uploads');
  await mkdir(uploadsCopy, { mode: 0o700 });
  // A long first pass is followed by short ones until little arrives, so the last pass before the
  // snapshot is a moment before it.
  for (let pass = 0; pass < MAX_PASSES_BEFORE_SNAPSHOT; pass += 1) {
    if ((await copyNewUploads(uploadsDir, uploadsCopy)).length === 0) break;
  }
  await copyStore(dataDir, path.join(target, 'db'));
  await copyNewUploads(uploadsDir, uploadsCopy);
  const files = await describeFiles(target);
  await writeManifest(target, {
    format: MANIFEST_FORMAT,
    startedAt: started.toISOString(),
    finishedAt: new Date().toISOString(),
    source: { dataDir, uploadsDir },
    files,
  });
  return { files: files.length, bytes: files.reduce((sum, file) => sum + file.size, 0), ms: Date.now() - started.getTime() };
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const [target] = positionalArgs(argv);
  if (!target) {
    console.error('usage: npm run backup -- DIR [--db DIR] [--uploads DIR]   (defaults: METEOR_DB_DIR, UPLOADS_DIR, else .meteor/local/{db,uploads})');
    process.exit(2);
  }
  if (process.env.MONGO_URL && !optionValue(argv, '--db')) {
    throw new Error('MONGO_URL is set: back up MongoDB with mongodump and copy UPLOADS_DIR (see the deployment guide, deploy/README.md)');
  }
  // The copies hold every account's data: owner-only, as the server keeps its folders.
  process.umask(0o077);
  const uploadsDir = path.resolve(optionValue(argv, '--uploads') ?? defaultUploadsDir());
  const result = await backupApp(path.resolve(target), dataDirFromArgs(argv), uploadsDir);
  console.log(`backed up ${result.files} files (${(result.bytes / 1024 / 1024).toFixed(1)} MiB) into ${path.resolve(target)} in ${result.ms} ms`);
}

runAsScript(import.meta.filename, main);
