// Document templates and peopleDocuments over a real WebSocket, per role: admin-only template
// versions and assignment; the owner's agreement with server-set evidence that the client cannot
// forge, idempotent agreeing, IDOR between candidates, the reactive unagreed count, and that the
// collection really lands in its own data folder.
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppFixture, type LoggedInConnection, startAppFixture } from '../../../tests/helpers/app-fixture';
import { waitUntil } from '../../../tests/helpers/wait-until';
import { failureOf, HOSTILE_STRINGS, readSubscription, subscribeLive } from '../common/api.testkit';
import { ROLE_CASES } from '../common/role-suite.testkit';
import { DocumentTemplates } from '../document-templates/collection';
import { ensureDefaults } from '../document-templates/logic';
import { PeopleDocuments } from './collection';
import type { Agreement } from './schema';
import { textSha256 } from './text-hash';

let app: AppFixture;
let admin: LoggedInConnection;
let a: LoggedInConnection;
let b: LoggedInConnection;
const as = new Map<string, LoggedInConnection>();
let templateId: string;

const snapshot = () => PeopleDocuments.find({}, { sort: { _id: 1 } }).fetchAsync();
const assign = (userId: string) => admin.connection.callAsync('peopleDocuments.assign', { userId, templateId }) as Promise<string>;

beforeAll(async () => {
  app = await startAppFixture();
  admin = await app.connectAs(['admin']);
  for (const { label, roles } of ROLE_CASES) as.set(label, await app.connectAs(roles));
  a = await app.loginAs(await app.createUser({ roles: ['candidate'], profile: { name: { first: 'Anna', last: 'Kovács' } } }));
  b = await app.connectAs(['candidate']);
  expect(await ensureDefaults()).toBe(2);
  expect(await ensureDefaults()).toBe(0);
  templateId = (await DocumentTemplates.findOneAsync({ type: 'nda', language: 'en', active: true }))!._id;
});

afterAll(async () => {
  for (const connection of [...as.values(), a, b]) connection?.close();
  admin?.close();
  await app?.stop();
});

describe('document templates', () => {
  it('has real English and German NDAs', async () => {
    const de = await DocumentTemplates.findOneAsync({ type: 'nda', language: 'de' });
    expect(de?.body).toContain('Vertrauliche Informationen');
    expect((await DocumentTemplates.findOneAsync({ _id: templateId }))?.body.length).toBeGreaterThan(1500);
  });

  it('lets admins only create and edit; a body change is a new active version, a title change is not', async () => {
    const template = { type: 'code-of-conduct', language: 'en', title: 'Code of conduct', body: 'Be fair.' };
    for (const label of ['anonymous', 'candidate', 'customer', 'candidate+customer']) {
      expect((await failureOf(as.get(label)!.connection.callAsync('documentTemplates.create', template))).error).toBe(label === 'anonymous' ? 401 : 403);
    }
    const v1 = (await admin.connection.callAsync('documentTemplates.create', template)) as string;
    expect(await admin.connection.callAsync('documentTemplates.update', v1, { title: 'Our code of conduct' })).toBe(v1);
    const v2 = (await admin.connection.callAsync('documentTemplates.update', v1, { body: 'Be fair and kind.' })) as string;
    expect(v2).not.toBe(v1);
    expect(await DocumentTemplates.findOneAsync({ _id: v1 })).toMatchObject({ version: 1, active: false, body: 'Be fair.' });
    expect(await DocumentTemplates.findOneAsync({ _id: v2 })).toMatchObject({ version: 2, active: true, title: 'Our code of conduct' });
    const listed = await readSubscription(admin.connection, 'documentTemplates', 'documentTemplates.admin');
    expect(listed.map((doc) => doc._id)).toEqual(expect.arrayContaining([v1, v2]));
    expect((await failureOf(readSubscription(as.get('candidate')!.connection, 'documentTemplates', 'documentTemplates.admin'))).error).toBe(403);
    await admin.connection.callAsync('documentTemplates.remove', v1);
  });
});

describe('assigning', () => {
  it('is for admins only; copies the text, its version and its SHA-256', async () => {
    for (const label of ['anonymous', 'candidate', 'customer', 'candidate+customer']) {
      const error = await failureOf(as.get(label)!.connection.callAsync('peopleDocuments.assign', { userId: a.userId, templateId }));
      expect(error.error).toBe(label === 'anonymous' ? 401 : 403);
    }
    const id = await assign(a.userId!);
    const doc = await PeopleDocuments.findOneAsync({ _id: id });
    expect(doc).toMatchObject({ engineUserId: a.userId, status: '2', type: 'nda', language: 'en', templateId, templateVersion: 1 });
    expect(doc?.textSha256).toBe(textSha256(doc!.text!));
    expect((await failureOf(admin.connection.callAsync('documentTemplates.remove', templateId))).error).toBe(409);
  });
});

describe('agreeing', () => {
  it('records server-set evidence; a second agree returns the first record unchanged', async () => {
    const id = await assign(a.userId!);
    const clientTime = new Date('2026-01-02T03:04:05Z');
    const first = (await a.connection.callAsync('peopleDocuments.agree', id, { clientTime, url: 'https://example.com/engine/documents', company: 'Kovács s.r.o.' })) as Agreement;
    expect(first).toMatchObject({ isAgreed: true, engineUserId: a.userId, userName: 'Anna Kovács', clientTime, company: 'Kovács s.r.o.', ipAddress: '127.0.0.1' });
    expect(first.email).toMatch(/@example\.com$/);
    expect(Math.abs(first.serverTime.getTime() - Date.now())).toBeLessThan(60_000);
    const stored = await PeopleDocuments.findOneAsync({ _id: id });
    expect(stored?.status).toBe('3');
    expect(first.textSha256).toBe(stored?.textSha256);
    const again = (await a.connection.callAsync('peopleDocuments.agree', id, { clientTime: new Date() })) as Agreement;
    expect(again).toEqual(first);
    expect((await PeopleDocuments.findOneAsync({ _id: id }))?.agreement).toEqual(first);
  });

  it('refuses client-sent server fields (serverTime, ipAddress, userAgent, userName, email, textSha256)', async () => {
    const id = await assign(a.userId!);
    const before = await snapshot();
    const forged = { serverTime: new Date(0), ipAddress: '1.2.3.4', userAgent: 'forged', userName: 'Mallory', email: 'm@evil.test', textSha256: '0'.repeat(64), engineUserId: b.userId, isAgreed: true };
    for (const [key, value] of Object.entries(forged)) {
      expect((await failureOf(a.connection.callAsync('peopleDocuments.agree', id, { [key]: value }))).error, key).toBe(400);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('concurrent agrees produce exactly one record', async () => {
    const id = await assign(a.userId!);
    const results = (await Promise.all([1, 2, 3].map(() => a.connection.callAsync('peopleDocuments.agree', id, {})))) as Agreement[];
    expect(results[1]).toEqual(results[0]);
    expect(results[2]).toEqual(results[0]);
  });

  it('keeps B away from A’s documents (IDOR) and anonymous callers out', async () => {
    const id = await assign(a.userId!);
    const before = await snapshot();
    expect((await failureOf(b.connection.callAsync('peopleDocuments.agree', id, {}))).error).toBe(404);
    expect((await failureOf(as.get('anonymous')!.connection.callAsync('peopleDocuments.agree', id, {}))).error).toBe(401);
    expect((await failureOf(admin.connection.callAsync('peopleDocuments.agree', id, {}))).error).toBe(404);
    expect(await snapshot()).toEqual(before);
    const seenByB = await readSubscription(b.connection, 'peopleDocuments', 'peopleDocuments.mine');
    expect(seenByB.map((doc) => doc._id)).not.toContain(id);
    const seenByA = await readSubscription(a.connection, 'peopleDocuments', 'peopleDocuments.mine');
    expect(seenByA.map((doc) => doc._id)).toContain(id);
    expect((await failureOf(readSubscription(b.connection, 'peopleDocuments', 'peopleDocuments.admin'))).error).toBe(403);
    const all = await readSubscription(admin.connection, 'peopleDocuments', 'peopleDocuments.admin', { engineUserId: a.userId });
    expect(all.map((doc) => doc._id)).toContain(id);
  });

  it('refuses hostile input without changing anything', async () => {
    const id = await assign(a.userId!);
    const before = await snapshot();
    for (const bad of HOSTILE_STRINGS) {
      expect((await failureOf(a.connection.callAsync('peopleDocuments.agree', bad, {}))).error, 'agree '+String(bad)).toBe(400);
      if (bad !== null) expect((await failureOf(a.connection.callAsync('peopleDocuments.agree', id, { url: bad }))).error).toBe(400);
      expect((await failureOf(admin.connection.callAsync('peopleDocuments.assign', { userId: bad, templateId }))).error, String(bad)).toBe(400);
    }
    expect((await failureOf(a.connection.callAsync('peopleDocuments.agree', id, { screenshot: 'data:text/html;base64,AAAA' }))).error).toBe(400);
    expect((await failureOf(admin.connection.callAsync('peopleDocuments.assign', { userId: a.userId, templateId, form: { $where: 'x' } }))).error).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});

describe('unagreed count and storage', () => {
  it('publishes one reactive count document for the caller', async () => {
    const c = await app.connectAs(['candidate']);
    const sub = await subscribeLive(c.connection, 'counts', 'peopleDocuments.unagreedCount');
    expect(sub.docs()).toEqual([{ _id: 'unagreedDocuments', count: 0 }]);
    const first = await assign(c.userId!);
    await assign(c.userId!);
    await waitUntil(() => (sub.docs()[0]?.count === 2 ? true : undefined), { what: 'count 2', describe: () => sub.docs() });
    await c.connection.callAsync('peopleDocuments.agree', first, {});
    expect(sub.docs()).toEqual([{ _id: 'unagreedDocuments', count: 1 }]);
    sub.stop();
    c.close();
    expect(await readSubscription(as.get('anonymous')!.connection, 'counts', 'peopleDocuments.unagreedCount')).toEqual([]);
  });

  it('stores peopleDocuments in <dataDir>/documents, not in the main database', () => {
    // One SQLite file per database: the documents' file has the agreements, the main one has none.
    const tables = (file: string) => {
      const db = new DatabaseSync(file, { readOnly: true });
      const names = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all().map((row) => String(row.name));
      const agreements = names.includes('peopleDocuments') ? db.prepare('SELECT json(doc) AS doc FROM peopleDocuments').all().map((row) => String(row.doc)) : [];
      db.close();
      return { names, agreements };
    };
    const main = tables(path.join(app.dataDir, 'meteor.sqlite'));
    const documents = tables(path.join(app.dataDir, 'documents', 'meteor.sqlite'));
    expect(main.names).not.toContain('peopleDocuments');
    expect(main.names).toContain('documentTemplates');
    expect(documents.agreements.join('\n')).toContain('"textSha256"');
  });
});
