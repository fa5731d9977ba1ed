// `npm run backup` and `npm run restore`, run as an operator runs them (child processes) against
// the running app: the backup is taken while admins keep creating projects over DDP and candidates
// keep uploading CVs; restored into a fresh folder, it holds every project acknowledged before the
// backup started, passes SQLite's integrity check, and its uploads equal the backup's (and the
// live app's) by hash, every CV the restored database names included. A restore onto the running
// app's folders is refused, and leaves them as they were; so is a backup that differs from its
// manifest, and a backup into the uploads folder.
import { execFile } from 'node:child_process';
import { appendFile, cp, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, postFile } from '../../imports/api/files/http-test-client';
import { samplePdf } from '../../imports/api/files/test-samples';
import { projectInput } from '../../imports/api/projects/api.testkit';
import type { BackupManifest } from '../../scripts/backup/manifest';
import { sha256Of } from '../../scripts/backup/manifest';
import { checkSqliteStore } from '../../scripts/db-sqlite-files';
import { projectRoot } from '../../scripts/meteor-resolver';
import { type AppFixture, type LoggedInConnection, startAppFixture } from '../helpers/app-fixture';
import { waitUntil } from '../helpers/wait-until';

const run = promisify(execFile);
let fixture: AppFixture;
let admin: LoggedInConnection;
let scratch: string;

function script(name: 'backup' | 'restore', args: string[]) {
  return run(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'scripts', `${name}.ts`), ...args], {
    cwd: projectRoot,
    env: { ...process.env, MONGO_URL: '' },
  });
}

beforeAll(async () => {
  fixture = await startAppFixture();
  admin = await fixture.connectAs(['admin']);
  scratch = await mkdtemp(path.join(os.tmpdir(), 'backup-restore-'));
});

afterAll(async () => {
  await fixture?.stop();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

/** Uploads a CV for a new candidate (or replaces `token`'s) and returns the stored file's name. */
async function uploadCv(token: string, size: number): Promise<string> {
  const answer = await postFile(`${fixture.url}/upload/cv`, samplePdf(size), bearer(token));
  expect(answer.status).toBe(201);
  return (answer.json.cv as { file: string }).file;
}

function restoredRows(dataDir: string, sql: string): Array<Record<string, unknown>> {
  const db = new DatabaseSync(path.join(dataDir, 'meteor.sqlite'), { readOnly: true });
  try {
    return db.prepare(sql).all() as Array<Record<string, unknown>>;
  } finally {
    db.close();
  }
}

describe('npm run backup and npm run restore', () => {
  const backupDir = () => path.join(scratch, 'backup');

  it('backs up under write load and restores an equal state', async () => {
    const candidate = await fixture.connectAs(['candidate']);
    const settledCv = await uploadCv(candidate.token as string, 200_000);
    const uploader = await fixture.connectAs(['candidate']);
    const acknowledged: string[] = [];
    let writing = true;
    const writer = (async () => {
      while (writing) {
        const { _id } = (await admin.connection.callAsync('projects.create', projectInput())) as { _id: string };
        acknowledged.push(_id);
      }
    })();
    // A candidate replacing their CV meanwhile: new files arrive, replaced ones are deleted.
    let uploads = 0;
    const uploading = (async () => {
      while (writing) {
        await uploadCv(uploader.token as string, 50_000);
        uploads += 1;
      }
    })();
    await waitUntil(() => (acknowledged.length >= 100 && uploads >= 3 ? true : undefined), { what: 'writes under way', timeoutMs: 15_000 });
    const acknowledgedBefore = [...acknowledged];
    const uploadsBefore = uploads;
    const { stdout } = await script('backup', [backupDir(), '--db', fixture.dataDir, '--uploads', fixture.uploadsDir]);
    const acknowledgedAfter = acknowledged.length;
    const uploadsAfter = uploads;
    writing = false;
    await Promise.all([writer, uploading]);
    console.log(`[backup-restore] ${stdout.trim()}; ${acknowledgedAfter - acknowledgedBefore.length} projects and ${uploadsAfter - uploadsBefore} CVs written meanwhile`);
    expect(stdout).toMatch(/^backed up \d+ files/);
    expect(acknowledgedAfter, 'the app kept writing during the backup').toBeGreaterThan(acknowledgedBefore.length);

    const manifest = JSON.parse(await readFile(path.join(backupDir(), 'manifest.json'), 'utf8')) as BackupManifest;
    expect(manifest.files.map((file) => file.path)).toEqual(expect.arrayContaining(['db/meteor.sqlite', 'db/documents/meteor.sqlite', `uploads/cvs/${settledCv}`]));
    expect(manifest.files.some((file) => file.path.startsWith('uploads/tmp/'))).toBe(false);

    const restored = { dataDir: path.join(scratch, 'restored', 'db'), uploadsDir: path.join(scratch, 'restored', 'uploads') };
    await script('restore', [backupDir(), '--db', restored.dataDir, '--uploads', restored.uploadsDir]);

    expect(checkSqliteStore(restored.dataDir).map((report) => report.problems)).toEqual([[], []]);
    const projectIds = new Set(restoredRows(restored.dataDir, 'SELECT _id FROM projects').map((row) => row._id));
    expect(acknowledgedBefore.filter((id) => !projectIds.has(id)), 'projects acknowledged before the backup').toEqual([]);
    // Every stored file the backup holds, restored byte for byte; the settled CV equal to the live one.
    for (const file of manifest.files.filter((entry) => entry.path.startsWith('uploads/'))) {
      expect(await sha256Of(path.join(restored.uploadsDir, file.path.slice('uploads/'.length)))).toBe(file.sha256);
    }
    expect(await sha256Of(path.join(restored.uploadsDir, 'cvs', settledCv))).toBe(await sha256Of(path.join(fixture.uploadsDir, 'cvs', settledCv)));
    // The CVs the restored database names are all there.
    const named = restoredRows(restored.dataDir, "SELECT json_extract(doc, '$.candidateData.cv.file') AS file FROM users WHERE file IS NOT NULL");
    expect(named.length).toBeGreaterThanOrEqual(2);
    const restoredCvs = new Set(await readdir(path.join(restored.uploadsDir, 'cvs')));
    expect(named.filter((row) => !restoredCvs.has(String(row.file)))).toEqual([]);
    expect((await stat(path.join(restored.uploadsDir, 'cvs', settledCv))).mode & 0o777).toBe(0o600);
    candidate.close();
    uploader.close();
  });

  it("refuses to restore onto a running app's data, and leaves it alone", async () => {
    const before = await sha256Of(path.join(fixture.dataDir, 'meteor.sqlite'));
    const refused = await script('restore', [backupDir(), '--db', fixture.dataDir, '--uploads', fixture.uploadsDir, '--replace']).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused?.code).toBe(1);
    expect(refused?.stderr).toMatch(/Refusing to restore: Embedded database folder .* is in use by another process \(pid \d+\)/);
    expect(await sha256Of(path.join(fixture.dataDir, 'meteor.sqlite'))).toBe(before);
    // The app still serves and writes.
    expect(await admin.connection.callAsync('projects.create', projectInput())).toMatchObject({ _id: expect.any(String) });
  });

  it('refuses a backup that differs from its manifest, and a backup folder inside the uploads', async () => {
    const tampered = path.join(scratch, 'tampered');
    await cp(backupDir(), tampered, { recursive: true });
    const manifest = JSON.parse(await readFile(path.join(tampered, 'manifest.json'), 'utf8')) as BackupManifest;
    const upload = manifest.files.find((file) => file.path.startsWith('uploads/cvs/'));
    await appendFile(path.join(tampered, upload?.path ?? 'missing'), 'x');
    const target = path.join(scratch, 'from-tampered');
    const refused = await script('restore', [tampered, '--db', path.join(target, 'db'), '--uploads', path.join(target, 'uploads')]).catch((error: { stderr: string }) => error);
    expect((refused as { stderr: string }).stderr).toContain(`${upload?.path} differs from the manifest: the backup is damaged`);
    // Nothing was written: the manifest is checked before the target is touched.
    expect(await readdir(scratch)).not.toContain('from-tampered');

    const inside = await script('backup', [path.join(fixture.uploadsDir, 'backup'), '--db', fixture.dataDir, '--uploads', fixture.uploadsDir]).catch((error: { stderr: string }) => error);
    expect((inside as { stderr: string }).stderr).toMatch(/is inside .*uploads: back up into a folder outside it/);
  });
});
