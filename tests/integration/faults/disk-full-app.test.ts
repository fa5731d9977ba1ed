// The whole app (SQLite, pages rendered on the server) with its database and uploads on a small
// tmpfs that runs full while visitors are subscribed to the public project list and its count
// (mounted when the test runs as root; otherwise ENOSPC is simulated at SQLite's COMMIT and at the
// upload's sync, and the test says why). A refused write is the clear storage-full Meteor.Error
// and blocks no reads: the open subscriptions stay live, a new one becomes ready, the server-
// rendered project list answers. An upload answers 507 with a clear message and leaves no file.
// Once space is freed, writes and uploads work again without a restart, the subscribed visitor
// sees the new project, and stored files are owner-only (0600 in 0700 folders).
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Meteor } from 'meteor/meteor';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { COUNTS_COLLECTION, liveCountKey } from '../../../imports/api/common/live-counts';
import { failureOf, storeFor } from '../../../imports/api/common/api.testkit';
import { DISK_STEPS } from '../../../imports/api/files/durable-move';
import { bearer, postFile } from '../../../imports/api/files/http-test-client';
import { samplePdf, sampleImage } from '../../../imports/api/files/test-samples';
import { projectInput } from '../../../imports/api/projects/api.testkit';
import { type TestRenderer, writeTestRenderer } from '../../../imports/startup/server/test-renderer.testkit';
import type { Connection } from '../../../packages/ddp-client/server';
import { type AppFixture, type LoggedInConnection, startAppFixture } from '../../helpers/app-fixture';
import type { RecordingStore } from '../../helpers/recording-store';
import { waitUntil } from '../../helpers/wait-until';
import { writeStandInClientBuild } from '../security/security-app.testkit';
import { refuseDurableSteps } from './durability-point';
import { mountSmallDisk } from './small-disk';
import { captureLog } from '../../../packages/logging/log-capture.testkit';

const OPEN = { name: 'projects.open', args: [{}], collection: 'projects' };
const COUNT = { name: 'projects.openCount', args: [{}], collection: COUNTS_COLLECTION };
const FULL_REASON = 'The server could not save this change because its disk is full. Nothing was changed; please try again later.';
/** How long a read may take while the disk is full: far above a normal answer, far below a hang. */
const PROMPTLY_MS = 5_000;

// Big enough for the app's empty database and a few uploads; small enough to fill in a moment.
const disk = mountSmallDisk('disk-full-app', 4);
let fixture: AppFixture;
let renderer: TestRenderer;
let pagesRoot: string;
let admin: LoggedInConnection;
let candidate: LoggedInConnection;

beforeAll(async () => {
  if (!disk.mounted) console.warn(`[disk-full-app] simulating ENOSPC at SQLite's COMMIT and the upload's sync: ${disk.refusal}`);
  renderer = await writeTestRenderer({ projects: [OPEN, COUNT] });
  pagesRoot = await mkdtemp(path.join(os.tmpdir(), 'disk-full-pages-'));
  fixture = await startAppFixture({
    parentDir: disk.mountPoint,
    clientBuildDir: await writeStandInClientBuild(pagesRoot),
    serverRenderer: renderer.file,
  });
  admin = await fixture.connectAs(['admin']);
  candidate = await fixture.connectAs(['candidate']);
});

afterAll(async () => {
  vi.restoreAllMocks();
  await fixture?.stop();
  await renderer?.remove();
  if (pagesRoot) await rm(pagesRoot, { recursive: true, force: true });
  disk.remove();
});

/** A draft, then (unless `draft`) published: it enters the public list. */
async function createProject(title: string, draft = false): Promise<string> {
  const { _id } = (await admin.connection.callAsync('projects.create', projectInput({ title }))) as { _id: string };
  if (!draft) await admin.connection.callAsync('projects.publish', _id);
  return _id;
}

interface Watched {
  store: RecordingStore;
  /** Set when the server ends the subscription (it must stay live). */
  stopped: boolean;
}

/** Subscribes and resolves once ready, within PROMPTLY_MS; `stopped` tells if it ends later. */
async function watch(connection: Connection, need: typeof OPEN): Promise<Watched> {
  const watched: Watched = { store: storeFor(connection, need.collection), stopped: false };
  const handle = connection.subscribe(need.name, ...need.args, { onStop: () => (watched.stopped = true) });
  await waitUntil(() => (handle.ready() ? true : undefined), { what: `${need.name} to be ready`, timeoutMs: PROMPTLY_MS });
  return watched;
}

/** A visitor's connection subscribed to the list and its count, as the project list screen is. */
async function visitor(): Promise<{ list: Watched; count: Watched }> {
  const { connection } = await fixture.connectAs(null);
  return { list: await watch(connection, OPEN), count: await watch(connection, COUNT) };
}

const titles = (list: Watched) => list.store.snapshot().map((doc) => doc.title).sort();
const countOf = (count: Watched) => count.store.docs.get(liveCountKey(COUNT.name, COUNT.args))?.count;

/** The server-rendered project list, within PROMPTLY_MS. */
async function projectListPage(): Promise<{ status: number; html: string }> {
  const response = await fetch(`${fixture.url}/engine/projects`, { signal: AbortSignal.timeout(PROMPTLY_MS) });
  return { status: response.status, html: await response.text() };
}

const uploadCv = (body: Buffer) => postFile(`${fixture.url}/upload/cv`, body, { ...bearer(candidate.token), 'X-File-Name': 'cv.pdf' });
const modeOf = async (file: string) => (await stat(file)).mode & 0o777;
const files = (folder: string) => readdir(path.join(fixture.uploadsDir, folder));
/** The CV recorded on the candidate's account, as the server stored it. */
async function candidateCv(): Promise<unknown> {
  const user = await Meteor.users.findOneAsync({ _id: candidate.userId as string }, { fields: { 'candidateData.cv': 1 } });
  return (user?.candidateData as { cv?: unknown } | undefined)?.cv;
}

/** An upload on a full disk: 507 with a clear message, nothing stored or left half-written. */
async function expectRefusedUpload(body: Buffer): Promise<void> {
  const answer = await uploadCv(body);
  expect(answer.status).toBe(507);
  expect(answer.json).toEqual({
    error: 'storage-full',
    message: 'The server could not save this file because its disk is full. Nothing was changed; please try again later.',
    messageId: 'errors.upload.storageFull',
  });
  expect(await files('cvs')).toEqual([]);
  expect(await files('tmp')).toEqual([]);
  expect((await candidateCv()) ?? null).toBeNull();
}

/**
 * Fills the disk up to `leaveBytes` (or refuses SQLite's COMMIT and the upload's sync as a full
 * disk would); returns how to free it.
 */
function runOutOfSpace(leaveBytes = 0): () => void {
  if (disk.mounted) {
    disk.fill(leaveBytes);
    return disk.free;
  }
  const restoreCommit = refuseDurableSteps('always');
  const full = Object.assign(new Error('ENOSPC: no space left on device, fsync'), { code: 'ENOSPC' });
  const sync = vi.spyOn(DISK_STEPS, 'syncFile').mockRejectedValue(full);
  return () => {
    restoreCommit();
    sync.mockRestore();
  };
}

describe('the disk of the whole app runs full', () => {
  it('refuses writes and uploads clearly, keeps reads and live lists answering, and recovers by itself', async () => {
    await createProject('Kotlin Backend Engineer');
    await createProject('React Frontend Developer');
    const draft = await createProject('Rust Systems Engineer', true);
    const watching = await visitor();
    expect(titles(watching.list)).toEqual(['Kotlin Backend Engineer', 'React Frontend Developer']);
    expect(countOf(watching.count)).toBe(2);

    // The refusals are logged; this test reads the answers.
    onTestFinished(captureLog().restore);
    // An upload larger than the space left is refused whole, never stored cut short.
    const freeSomeSpace = runOutOfSpace(256 * 1024);
    await expectRefusedUpload(samplePdf(1024 * 1024));
    freeSomeSpace();

    const freeSpace = runOutOfSpace();

    // Writes on the listed collection are refused with the clear error (a publish: the list would change).
    expect(await failureOf(admin.connection.callAsync('projects.publish', draft))).toMatchObject({ error: 'storage-full', reason: FULL_REASON });
    expect(await failureOf(admin.connection.callAsync('projects.create', projectInput({ title: 'Go Developer' })))).toMatchObject({
      error: 'storage-full',
    });

    // Reads go on: a method, the open subscriptions, a new visitor's subscriptions, the rendered page.
    expect(await admin.connection.callAsync('projects.count', {})).toBe(2);
    expect([watching.list.stopped, watching.count.stopped]).toEqual([false, false]);
    const newcomer = await visitor();
    expect(titles(newcomer.list)).toEqual(['Kotlin Backend Engineer', 'React Frontend Developer']);
    expect(countOf(newcomer.count)).toBe(2);
    const page = await projectListPage();
    expect(page.status).toBe(200);
    expect(page.html).toContain('React Frontend Developer');
    expect(page.html).not.toContain('Rust Systems Engineer');

    await expectRefusedUpload(samplePdf(4096));

    freeSpace();

    // No restart: the refused publish goes through and the visitors see it arrive live.
    await admin.connection.callAsync('projects.publish', draft);
    const three = ['Kotlin Backend Engineer', 'React Frontend Developer', 'Rust Systems Engineer'];
    for (const { list, count } of [watching, newcomer]) {
      await waitUntil(() => (titles(list).length === 3 ? true : undefined), { what: 'the published project in the list', describe: () => titles(list) });
      expect(titles(list)).toEqual(three);
      expect(list.stopped).toBe(false);
      await waitUntil(() => (countOf(count) === 3 ? true : undefined), { what: 'the count to follow', describe: () => countOf(count) });
    }
    expect((await projectListPage()).html).toContain('Rust Systems Engineer');

    // Uploads work again, and what they store is owner-only.
    const storedCv = await uploadCv(samplePdf(4096));
    expect(storedCv.status).toBe(201);
    const photo = await postFile(`${fixture.url}/upload/photo`, await sampleImage('png', 64, 64), bearer(candidate.token));
    expect(photo.status).toBe(201);
    const [cvFile] = await files('cvs');
    const [photoFile] = await files('photos');
    expect(cvFile).toBe((storedCv.json.cv as { file: string }).file);
    expect(photoFile).toBe(photo.json.photo);
    expect(await modeOf(path.join(fixture.uploadsDir, 'cvs', cvFile as string))).toBe(0o600);
    expect(await modeOf(path.join(fixture.uploadsDir, 'photos', photoFile as string))).toBe(0o600);
    for (const folder of ['', 'cvs', 'photos', 'tmp']) expect(await modeOf(path.join(fixture.uploadsDir, folder)), folder).toBe(0o700);
    expect(await files('tmp')).toEqual([]);
  });
});
