// Which database Mongo.Collection talks to, chosen as Meteor does: MongoDB when MONGO_URL is set,
// else the embedded store (Meteor starts a local mongod there; we open nedb files under
// METEOR_DB_DIR or `.meteor/local/db`). Collections bind lazily, on their first operation,
// because app modules create collections at import time, before the server entry configures
// anything. Left out: several databases at once (DOCUMENTS_MONGO_URL), capped collections.
import path from 'node:path';
import type { StorageDriver } from './drivers/driver';
import { stopAllMultiplexers } from './live/multiplexer-registry';

export interface StorageOptions {
  /** Folder for the embedded store's data files (one `<collection>.db` file each). */
  dataDir?: string;
  /** A MongoDB connection string; when given, the embedded store is not used. */
  mongoUrl?: string;
}

let options: StorageOptions | null = null;
let opened: Promise<StorageDriver> | null = null;
let generation = 0;

/**
 * Chooses the database for the collections of this process. Without a call, the environment
 * decides on first use (MONGO_URL, else METEOR_DB_DIR, else `.meteor/local/db`).
 */
export function configureStorage(next: StorageOptions): void {
  if (opened) throw new Error('configureStorage() must be called before the first collection operation, or after closeStorage()');
  // Fields left undefined fall back to the environment, so an entry can pass its flags through.
  options = next.mongoUrl ? { mongoUrl: next.mongoUrl } : next.dataDir ? { dataDir: next.dataDir } : null;
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
  const { NedbStorage } = await import('./drivers/nedb-driver');
  return NedbStorage.open(chosen.dataDir ?? path.join(process.cwd(), '.meteor', 'local', 'db'));
}

/** The open storage (opening it on first use) and its generation, which changes on close. */
export function currentStorage(): { generation: number; storage: Promise<StorageDriver> } {
  if (!opened) {
    const attempt = open(options ?? fromEnvironment());
    // A failed open (folder locked, server down) is not cached: the next operation retries.
    attempt.catch(() => {
      if (opened === attempt) opened = null;
    });
    opened = attempt;
  }
  return { generation, storage: opened };
}

/** Stops every live query and closes the database; collections rebind on their next use. */
export async function closeStorage(): Promise<void> {
  stopAllMultiplexers();
  const closing = opened;
  opened = null;
  options = null;
  generation += 1;
  if (closing) {
    const storage = await closing.catch(() => null);
    await storage?.close();
  }
}
