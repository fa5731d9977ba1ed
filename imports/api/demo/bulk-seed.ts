// Fills a database with many generated projects and experts for benchmarks, in bounded batches
// written straight to the driver's collection (one append per batch instead of one per
// document). Generation is the demo generator's, so the data has the same shapes. Schema
// validation costs about 9 ms a document with simpl-schema, so a sample is validated (every
// `validateEvery`-th document and the first hundred); the tests validate the generator fully.
import { Random } from 'meteor/random';
import { People } from '../people/collection';
import { ensurePeopleIndexes } from '../people/indexes';
import { personSchema } from '../people/schema';
import { Projects } from '../projects/collection';
import { ensureProjectIndexes } from '../projects/indexes';
import { formatReferenceNumber } from '../projects/reference-numbers';
import { projectSchema } from '../projects/schema';
import { newRun } from './generate-demo';
import { generatePerson } from './generate-person';
import { generateProject } from './generate-project';

export interface BulkSeedOptions {
  projects: number;
  people: number;
  seed: string;
  batchSize: number;
  validateEvery: number;
  progress: (line: string) => void;
}

interface RawStore {
  insertAsync?: (docs: object[]) => Promise<unknown>;
  insertMany?: (docs: object[]) => Promise<unknown>;
}

async function insertBatch(collection: { rawCollectionAsync(): Promise<unknown> }, docs: object[]): Promise<void> {
  const raw = (await collection.rawCollectionAsync()) as RawStore;
  if (raw.insertMany) await raw.insertMany(docs);
  else if (raw.insertAsync) await raw.insertAsync(docs);
  else throw new Error('Unknown storage driver');
}

async function seedKind(
  label: string,
  total: number,
  options: BulkSeedOptions,
  make: (index: number) => object,
  validate: (doc: object) => void,
  collection: { rawCollectionAsync(): Promise<unknown> },
): Promise<void> {
  const started = new Date();
  for (let offset = 0; offset < total; offset += options.batchSize) {
    const docs: object[] = [];
    for (let index = offset; index < Math.min(total, offset + options.batchSize); index += 1) {
      const doc = make(index);
      if (index < 100 || index % options.validateEvery === 0) validate(doc);
      // Trusted bulk writes bypass collection2, so they stamp docInfo as its autoValues would.
      docs.push({ _id: Random.id(), ...doc, docInfo: { createdAt: started, updatedAt: started } });
    }
    await insertBatch(collection, docs);
    const done = Math.min(total, offset + options.batchSize);
    options.progress(`${label}: ${done}/${total} (${((Date.now() - started.getTime()) / 1000).toFixed(1)} s)`);
  }
}

/** Inserts the documents; the collections must be empty (the caller checks). */
export async function bulkSeed(options: BulkSeedOptions): Promise<void> {
  const now = new Date();
  const projectRun = newRun(`${options.seed}:projects`, now);
  await seedKind(
    'projects',
    options.projects,
    options,
    (index) => {
      // 90% open, 5% draft, 5% closed, as an agency's live book looks.
      const roll = index % 20;
      const status = roll === 0 ? 'draft' : roll === 1 ? 'closed' : 'open';
      // Six-digit running numbers (100001…) stay clear of the counter real publications use.
      const reference = status === 'draft' ? undefined : formatReferenceNumber(now.getUTCFullYear(), 100_000 + index + 1);
      return generateProject(projectRun, status, reference);
    },
    (doc) => projectSchema.validate(doc),
    Projects,
  );
  const peopleRun = newRun(`${options.seed}:people`, now);
  await seedKind(
    'experts',
    options.people,
    options,
    // 10% waiting for an admin to publish them.
    (index) => generatePerson(peopleRun, index % 10 === 0 ? 'draft' : 'published'),
    (doc) => personSchema.validate(doc),
    People,
  );
  options.progress('indexes…');
  await ensureProjectIndexes();
  await ensurePeopleIndexes();
}

export async function collectionsEmpty(): Promise<boolean> {
  return (await Projects.find({}, { limit: 1 }).countAsync()) === 0 && (await People.find({}, { limit: 1 }).countAsync()) === 0;
}
