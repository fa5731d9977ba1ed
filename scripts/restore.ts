// `npm run restore -- DIR [--db DIR] [--uploads DIR] [--replace]`: brings back a backup made by
// `npm run backup`. It verifies every file against the backup's manifest first, then takes the
// database folder's lock, the one a running server holds: while an app runs on that folder the
// restore is refused, and no app can start while it runs. A folder that already holds data is
// only overwritten with --replace. The restored database must pass SQLite's integrity check.
import { chmod, copyFile, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { defaultUploadsDir } from '../imports/api/files/storage';
import { lockDataFolder, makeOwnerOnlyFolder } from '../packages/mongo/drivers/data-folder-lock';
import { verifyBackup, type ManifestFile } from './backup/manifest';
import { clearUploads, holdsUploads } from './backup/uploads-copy';
import { checkSqliteStore, dataDirFromArgs, optionValue, positionalArgs, runAsScript, sqliteFilesIn } from './db-sqlite-files';

export interface RestoreOptions {
  dataDir: string;
  uploadsDir: string;
  /** Overwrite a database or uploads already there (never those of a running app). */
  replace?: boolean;
}

/** Copies `from` to `to` through a temporary name, so `to` is either the old file or the whole new one. */
async function placeFile(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true, mode: 0o700 });
  const partial = `${to}.restoring`;
  await copyFile(from, partial);
  await chmod(partial, 0o600);
  await rename(partial, to);
}

async function removeStore(dataDir: string): Promise<void> {
  for (const { file } of sqliteFilesIn(dataDir)) {
    // The old WAL must go with its database: replayed over the restored file it would corrupt it.
    await Promise.all(['', '-wal', '-shm'].map((suffix) => rm(`${file}${suffix}`, { force: true })));
  }
}

function under(files: ManifestFile[], folder: string): string[] {
  return files.filter((file) => file.path.startsWith(`${folder}/`)).map((file) => file.path.slice(folder.length + 1));
}

export async function restoreApp(backupDir: string, options: RestoreOptions): Promise<{ files: number }> {
  const manifest = await verifyBackup(backupDir);
  makeOwnerOnlyFolder(options.dataDir);
  const lock = await lockDataFolder(options.dataDir).catch((error: Error) => {
    throw new Error(`Refusing to restore: ${error.message}`, { cause: error });
  });
  try {
    const hasData = sqliteFilesIn(options.dataDir).length > 0 || (await holdsUploads(options.uploadsDir));
    if (hasData && !options.replace) {
      throw new Error(`Refusing to restore: ${options.dataDir} or ${options.uploadsDir} already holds data; add --replace to overwrite it`);
    }
    await removeStore(options.dataDir);
    await clearUploads(options.uploadsDir);
    for (const relative of under(manifest.files, 'db')) await placeFile(path.join(backupDir, 'db', relative), path.join(options.dataDir, relative));
    for (const relative of under(manifest.files, 'uploads')) {
      await placeFile(path.join(backupDir, 'uploads', relative), path.join(options.uploadsDir, relative));
    }
    const damaged = checkSqliteStore(options.dataDir).filter((report) => report.problems.length > 0);
    if (damaged.length > 0) throw new Error(`The restored database fails SQLite's integrity check: ${damaged.map((report) => report.file).join(', ')}`);
    return { files: manifest.files.length };
  } finally {
    await lock.release();
  }
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const [backupDir] = positionalArgs(argv);
  if (!backupDir) {
    console.error('usage: npm run restore -- DIR [--db DIR] [--uploads DIR] [--replace]   (defaults: METEOR_DB_DIR, UPLOADS_DIR, else .meteor/local/{db,uploads})');
    process.exit(2);
  }
  process.umask(0o077);
  const options = {
    dataDir: dataDirFromArgs(argv),
    uploadsDir: path.resolve(optionValue(argv, '--uploads') ?? defaultUploadsDir()),
    replace: argv.includes('--replace'),
  };
  const started = Date.now();
  const { files } = await restoreApp(path.resolve(backupDir), options);
  console.log(`restored ${files} files into ${options.dataDir} and ${options.uploadsDir} in ${Date.now() - started} ms`);
}

runAsScript(import.meta.filename, main);
