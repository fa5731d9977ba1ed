// The admin tables' records for benchmarks (`npm run seed -- --applications N`): N applications
// to the seeded open projects, spread over the pipeline's statuses, from a pool of candidate
// accounts (N / 2, so each applies about twice), and a tenth of N each of requests, documents
// awaiting or holding agreement, contact messages and invitation requests. Seeded (the same on
// every run), written in bounded batches straight to the driver like bulk-seed.ts, a sample
// validated against the schemas. Creation times are spread over the past year, one second apart,
// so the tables' newest-first order is a real order. Decision: seeded applications carry no
// `liveKey` (random pairs may repeat; the one-live-application rule is the methods' business).
import { Random } from 'meteor/random';
import { applicationSchema } from '../applications/schema';
import { ensureAdminTableIndexes } from '../common/admin-table-indexes';
import { Applications } from '../applications/collection';
import { ContactMessages } from '../contact-messages/collection';
import { contactMessageSchema } from '../contact-messages/schema';
import { InvitationRequests } from '../invitation-requests/collection';
import { invitationRequestSchema } from '../invitation-requests/schema';
import { PeopleDocuments } from '../people-documents/collection';
import { peopleDocumentSchema } from '../people-documents/schema';
import { textSha256 } from '../people-documents/text-hash';
import { Projects } from '../projects/collection';
import { Requests } from '../requests/collection';
import { requestSchema } from '../requests/schema';
import { usersCollection } from '../users/store';
import { createRng, type Rng } from './prng';

export interface AdminSeedOptions {
  applications: number;
  seed: string;
  batchSize: number;
  validateEvery: number;
  progress: (line: string) => void;
}

type Raw = { rawCollectionAsync(): Promise<unknown> };
type RawStore = { insertAsync?: (docs: object[]) => Promise<unknown>; insertMany?: (docs: object[]) => Promise<unknown> };

const FIRST = ['Anna', 'Jan', 'Eva', 'Peter', 'Lena', 'Tomas', 'Marta', 'Lukas', 'Sofia', 'Milan', 'Clara', 'Jonas'];
const LAST = ['Novak', 'Schmidt', 'Kovacs', 'Horvath', 'Weber', 'Dvorak', 'Fischer', 'Nagy', 'Becker', 'Svoboda'];
const APPLICATION_FLOW = ['submitted', 'in-review', 'shortlisted', 'interview', 'offer'] as const;
const APPLICATION_ENDS = ['accepted', 'rejected', 'withdrawn'] as const;
const NDA_TEXT = 'The expert keeps everything they learn about the client confidential.';

async function insertBatch(collection: Raw, docs: object[]): Promise<void> {
  const raw = (await collection.rawCollectionAsync()) as RawStore;
  if (raw.insertMany) await raw.insertMany(docs);
  else if (raw.insertAsync) await raw.insertAsync(docs);
  else throw new Error('Unknown storage driver');
}

async function seedMany(label: string, total: number, options: AdminSeedOptions, collection: Raw, make: (index: number, at: Date) => object, validate?: (doc: object) => void): Promise<string[]> {
  const ids: string[] = [];
  const newest = Date.now();
  const started = Date.now();
  for (let offset = 0; offset < total; offset += options.batchSize) {
    const docs: object[] = [];
    for (let index = offset; index < Math.min(total, offset + options.batchSize); index += 1) {
      const at = new Date(newest - (total - index) * 1000);
      const doc = make(index, at);
      if (validate && (index < 100 || index % options.validateEvery === 0)) validate(doc);
      const _id = Random.id();
      ids.push(_id);
      docs.push({ _id, ...doc, docInfo: { createdAt: at, updatedAt: at } });
    }
    await insertBatch(collection, docs);
    options.progress(`${label}: ${Math.min(total, offset + options.batchSize)}/${total} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  return ids;
}

function personName(rng: Rng): { first: string; last: string } {
  return { first: rng.pick(FIRST), last: rng.pick(LAST) };
}

function statusHistory(rng: Rng, at: Date): { status: string; at: Date }[] {
  const reached = rng.int(0, APPLICATION_FLOW.length - 1);
  const history: { status: string; at: Date }[] = APPLICATION_FLOW.slice(0, reached + 1).map((status, step) => ({ status, at: new Date(at.getTime() + step * 60_000) }));
  if (rng.chance(0.3)) history.push({ status: rng.pick(APPLICATION_ENDS), at: new Date(at.getTime() + history.length * 60_000) });
  return history;
}

export async function bulkSeedAdminRecords(options: AdminSeedOptions): Promise<void> {
  if (options.applications === 0) return;
  const rng = createRng(`${options.seed}:admin`);
  const projectIds = (await Projects.find({ status: 'open' }, { fields: { _id: 1 } }).fetchAsync()).map((project) => project._id);
  if (projectIds.length === 0) throw new Error('Seed projects before applications (--projects must be above 0)');
  const tenth = Math.max(1, Math.floor(options.applications / 10));

  const userIds = await seedMany('candidate accounts', Math.max(1, Math.floor(options.applications / 2)), options, usersCollection() as Raw, (index, at) => ({
    createdAt: at,
    emails: [{ address: `seeded-${index}@example.com`, verified: true }],
    profile: { name: personName(rng) },
    roles: index % 50 === 0 ? ['candidate', 'customer'] : ['candidate'],
  }));
  await seedMany('applications', options.applications, options, Applications as Raw, (_index, at) => {
    const history = statusHistory(rng, at);
    return { projectId: rng.pick(projectIds), userId: rng.pick(userIds), note: 'Available soon.', status: history[history.length - 1]!.status, statusHistory: history };
  }, (doc) => applicationSchema.validate(doc));
  await seedMany('requests', tenth, options, Requests as Raw, (_index, at) => {
    const status = rng.pick(['new', 'in-progress', 'closed'] as const);
    return {
      userId: rng.pick(userIds),
      message: 'We look for an SAP consultant for a migration.',
      expertsWanted: rng.int(1, 3),
      startAsap: true,
      status,
      statusHistory: [{ status, at }],
      ...(status === 'closed' ? { closeReason: 'filled' } : {}),
    };
  }, (doc) => requestSchema.validate(doc));
  const hash = textSha256(NDA_TEXT);
  await seedMany('documents', tenth, options, PeopleDocuments as Raw, (_index, at) => {
    const engineUserId = rng.pick(userIds);
    const agreed = rng.chance(0.6);
    return {
      engineUserId,
      projectId: rng.pick(projectIds),
      type: 'nda',
      active: true,
      language: 'en',
      status: agreed ? '3' : '2',
      title: 'Non-disclosure agreement',
      text: NDA_TEXT,
      textSha256: hash,
      templateVersion: 1,
      ...(agreed ? { agreement: { isAgreed: true, serverTime: at, engineUserId, userName: 'Seeded Person', email: 'seeded@example.com', textSha256: hash } } : {}),
    };
  }, (doc) => peopleDocumentSchema.validate(doc));
  await seedMany('contact messages', tenth, options, ContactMessages as Raw, (index) => ({
    name: `${rng.pick(FIRST)} ${rng.pick(LAST)}`,
    email: `asker-${index}@example.com`,
    message: 'What are your fees?',
    consentAt: new Date(),
    status: rng.pick(['new', 'answered', 'archived'] as const),
  }), (doc) => contactMessageSchema.validate(doc));
  await seedMany('invitation requests', tenth, options, InvitationRequests as Raw, (index) => {
    const status = rng.pick(['new', 'invited', 'declined'] as const);
    const email = `asking-${index}@example.com`;
    return { email, name: personName(rng), kind: rng.pick(['candidate', 'customer'] as const), consentAt: new Date(), status, ...(status === 'new' ? { openKey: email } : {}) };
  }, (doc) => invitationRequestSchema.validate(doc));
  options.progress('admin table indexes…');
  await ensureAdminTableIndexes();
}

/** Empties what bulkSeedAdminRecords writes (for --reset); other accounts stay. */
export async function removeAdminRecords(): Promise<void> {
  for (const collection of [Applications, Requests, PeopleDocuments, ContactMessages, InvitationRequests]) await (collection as { removeAsync(selector: object): Promise<number> }).removeAsync({});
  await usersCollection().removeAsync({ 'emails.address': { $regex: '^seeded-[0-9]+@example\\.com$' } });
}
