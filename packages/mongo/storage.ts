// Which database Mongo.Collection talks to, chosen as Meteor does: MongoDB when MONGO_URL is set,
// else the embedded store (Meteor starts a local mongod there; we open one SQLite file per
// database under METEOR_DB_DIR or `.meteor/local/db`). Collections bind lazily, on their first operation,
// because app modules create collections at import time, before the server entry configures
// anything. Named storages (`new Mongo.Collection(name, { storage: 'documents' })`) put a
// collection in a database of its own: `<NAME>_MONGO_URL` (DOCUMENTS_MONGO_URL) or the
// configured `storages[name]`, else — in embedded mode — the folder `<dataDir>/<name>`, else the
// main MongoDB database. Left out: capped collections.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { StorageDriver } from './drivers/driver';
import { stopAllMultiplexers } from './live/multiplexer-registry';

export interface StorageOptions {
  /** Folder for the embedded store's database file (`meteor.sqlite`). */
  dataDir?: string;
  /** A MongoDB connection string; when given, the embedded store is not used. */
  mongoUrl?: string;
  /** Named storages by name (see namedStorageOptions for the defaults). */
  storages?: Record<string, NamedStorageOptions>;
  /** Embedded store: synchronous=FULL, so a write is on disk before its acknowledgement (default true; false only to benchmark). */
  syncWrites?: boolean;
  /** The embedded engine (default: METEOR_DB_ENGINE); SQLite is the only one, ignored when MongoDB is used. */
  engine?: EmbeddedEngine;
}

export type EmbeddedEngine = 'sqlite';

/** Checks an engine name (the option's, else METEOR_DB_ENGINE's) before anything opens. */
function checkedEngine(value: string | undefined, source: string): EmbeddedEngine {
  if (value === undefined || value === '' || value === 'sqlite') return 'sqlite';
  // A folder of the former engine would otherwise open as an empty SQLite store.
  if (value === 'nedb') {
    throw new Error(
      `${source}="nedb": the NeDB engine was removed; SQLite is the embedded engine. ` +
        'Move an old NeDB folder into SQLite with `npm run db:import-nedb -- DIR`, then start with the default engine.',
    );
  }
  throw new Error(`${source}=${JSON.stringify(value)} is not an embedded engine: use sqlite`);
}

/**
 * Refuses a folder of the former NeDB engine (`<collection>.db` files, no SQLite database yet):
 * opening it would start the app on an empty store beside the real data.
 */
function refuseNedbFolder(dataDir: string): void {
  // meteor.sqlite: SQLITE_FILE, not imported here so MongoDB mode never loads node:sqlite.
  if (!existsSync(dataDir) || existsSync(path.join(dataDir, 'meteor.sqlite'))) return;
  const nedbFiles = readdirSync(dataDir).filter((name) => name.endsWith('.db'));
  if (nedbFiles.length === 0) return;
  throw new Error(
    `${dataDir} holds files of the removed NeDB engine (${nedbFiles.slice(0, 3).join(', ')}${nedbFiles.length > 3 ? ', …' : ''}) and no SQLite database. ` +
      `Move them into SQLite with \`npm run db:import-nedb -- ${dataDir}\`, then start again.`,
  );
}

export interface NamedStorageOptions {
  dataDir?: string;
  mongoUrl?: string;
}

/** Storage names become folder names and environment variable prefixes. */
export const STORAGE_NAME_PATTERN = /^[a-z][a-z0-9-]{0,39}$/;

export function assertStorageName(name: string): void {
  if (!STORAGE_NAME_PATTERN.test(name)) throw new Error(`Invalid storage name ${JSON.stringify(name)}: use lower-case letters, digits and -`);
}

let options: StorageOptions | null = null;
let opened: Promise<StorageDriver> | null = null;
/** Named storages opened on their own (a storage sharing the main database is not listed). */
const openedNamed = new Map<string, Promise<StorageDriver>>();
let generation = 0;
let syncWrites = true;
let engine: EmbeddedEngine | undefined;

/**
 * Chooses the database for the collections of this process. Without a call, the environment
 * decides on first use (MONGO_URL, else METEOR_DB_DIR, else `.meteor/local/db`).
 */
export function configureStorage(next: StorageOptions): void {
  if (opened || openedNamed.size > 0) {
    throw new Error('configureStorage() must be called before the first collection operation, or after closeStorage()');
  }
  for (const name of Object.keys(next.storages ?? {})) assertStorageName(name);
  syncWrites = next.syncWrites ?? true;
  engine = next.engine;
  // Fields left undefined fall back to the environment, so an entry can pass its flags through.
  const main: StorageOptions | null = next.mongoUrl ? { mongoUrl: next.mongoUrl } : next.dataDir ? { dataDir: next.dataDir } : null;
  options = next.storages ? { ...main, storages: next.storages } : main;
}

function fromEnvironment(): StorageOptions {
  const mongoUrl = process.env.MONGO_URL;
  if (mongoUrl) return { mongoUrl };
  return { dataDir: process.env.METEOR_DB_DIR || path.join(process.cwd(), '.meteor', 'local', 'db') };
}

async function open(chosen: StorageOptions): Promise<StorageDriver> {
  if (chosen.mongoUrl) {
    const { MongoStorage } = await import('./drivers/mongodb-driver');
    return MongoStorage.open(chosen.mongoUrl);
  }
  const dataDir = chosen.dataDir ?? path.join(process.cwd(), '.meteor', 'local', 'db');
  if (engine === undefined) checkedEngine(process.env.METEOR_DB_ENGINE, 'METEOR_DB_ENGINE');
  else checkedEngine(engine, 'engine');
  refuseNedbFolder(path.resolve(dataDir));
  const { SqliteStorage } = await import('./drivers/sqlite-driver');
  return SqliteStorage.open(dataDir, { syncWrites });
}

function mainOptions(): StorageOptions {
  const chosen = options && (options.mongoUrl || options.dataDir) ? options : fromEnvironment();
  return { dataDir: chosen.dataDir, mongoUrl: chosen.mongoUrl };
}

/**
 * Where the named storage `name` lives: its configured or `<NAME>_MONGO_URL` database, its
 * configured folder, else `<main dataDir>/<name>` in embedded mode; null means "in the main
 * MongoDB database" (no separate database was asked for).
 */
export function namedStorageOptions(name: string): NamedStorageOptions | null {
  assertStorageName(name);
  const configured = options?.storages?.[name] ?? {};
  const envUrl = process.env[`${name.toUpperCase().replace(/-/g, '_')}_MONGO_URL`];
  const mongoUrl = configured.mongoUrl || envUrl;
  if (mongoUrl) return { mongoUrl };
  if (configured.dataDir) return { dataDir: configured.dataDir };
  const main = mainOptions();
  if (main.mongoUrl) return null;
  return { dataDir: path.join(main.dataDir ?? path.join(process.cwd(), '.meteor', 'local', 'db'), name) };
}

function cacheOpen(attempt: Promise<StorageDriver>, isCurrent: () => boolean, forget: () => void): Promise<StorageDriver> {
  // A failed open (folder locked, server down) is not cached: the next operation retries.
  attempt.catch(() => {
    if (isCurrent()) forget();
  });
  return attempt;
}

/**
 * The open storage (opening it on first use) and its generation, which changes on close.
 * With a name, the named storage (which may be the main one, see namedStorageOptions).
 */
export function currentStorage(name?: string): { generation: number; storage: Promise<StorageDriver> } {
  if (name !== undefined) {
    const existing = openedNamed.get(name);
    if (existing) return { generation, storage: existing };
    const chosen = namedStorageOptions(name);
    if (chosen) {
      const attempt: Promise<StorageDriver> = cacheOpen(
        open(chosen),
        () => openedNamed.get(name) === attempt,
        () => openedNamed.delete(name),
      );
      openedNamed.set(name, attempt);
      return { generation, storage: attempt };
    }
  }
  if (!opened) {
    const attempt: Promise<StorageDriver> = cacheOpen(
      open(options && (options.mongoUrl || options.dataDir) ? options : fromEnvironment()),
      () => opened === attempt,
      () => {
        opened = null;
      },
    );
    opened = attempt;
  }
  return { generation, storage: opened };
}

/**
 * The database file of each embedded storage open now (`main`, else the storage's name), for
 * the size metrics; MongoDB storages have none.
 */
export async function openDatabaseFiles(): Promise<Array<{ storage: string; filename: string }>> {
  const storages: Array<[string, Promise<StorageDriver> | null]> = [['main', opened], ...openedNamed.entries()];
  const files: Array<{ storage: string; filename: string }> = [];
  for (const [storage, pending] of storages) {
    const driver = await pending?.catch(() => null);
    if (driver?.kind === 'sqlite' && 'filename' in driver && typeof driver.filename === 'string') files.push({ storage, filename: driver.filename });
  }
  return files;
}

/** Stops every live query and closes the database; collections rebind on their next use. */
export async function closeStorage(): Promise<void> {
  stopAllMultiplexers();
  const closing = [opened, ...openedNamed.values()];
  opened = null;
  openedNamed.clear();
  options = null;
  syncWrites = true;
  engine = undefined;
  generation += 1;
  for (const pending of closing) {
    const storage = await pending?.catch(() => null);
    await storage?.close();
  }
}
