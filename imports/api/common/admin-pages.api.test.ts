// The admin tables' page publications (admin-page-publication.ts) over a real WebSocket against
// the real server: per role (anonymous: empty, candidate/customer: 403, admin: the page), the
// page record's total and order, paging, filters, live updates (a new application appears on
// the admin's first page, a move takes it out of a status filter, an edit re-orders the page),
// related documents without secrets, and hostile arguments refused with 400.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { waitUntil } from '../../../tests/helpers/wait-until';
import { adminApplicationsPage } from '../applications/admin-publications';
import { Applications } from '../applications/collection';
import type { Application, ApplicationStatus } from '../applications/schema';
import { adminUsersPage } from '../users/admin-publications';
import { ContactMessages } from '../contact-messages/collection';
import { adminCandidatesPage, CANDIDATE_ROWS } from '../people/admin-publications';
import { People } from '../people/collection';
import { adminProjectsPage } from '../projects/admin-publications';
import { projectInput } from '../projects/api.testkit';
import type { Project, ProjectStatus } from '../projects/schema';
import { pageWindow } from './admin-page-publication';
import { ADMIN_PAGE_SIZE } from './admin-pages';
import { LIST_PAGES_COLLECTION, listPageKey } from './list-pages';
import { failureOf, HOSTILE_STRINGS, readSubscription, storeFor, subscribeLive } from './api.testkit';
import { setUpRoleSuite } from './role-suite.testkit';
import { textCondition } from './search';
import type { PublicationSignature } from './wire-types';

const suite = setUpRoleSuite();

const PAGES: ReadonlyArray<{ name: string; collection: string; filters: Record<string, unknown> }> = [
  { name: 'applications.adminPage', collection: 'applications', filters: { status: 'submitted' } },
  { name: 'requests.adminPage', collection: 'requests', filters: { status: 'new' } },
  { name: 'peopleDocuments.adminPage', collection: 'peopleDocuments', filters: { status: '2' } },
  { name: 'invitationRequests.adminPage', collection: 'invitationRequests', filters: { status: 'new' } },
  { name: 'contactMessages.adminPage', collection: 'contactMessages', filters: { status: 'new' } },
  { name: 'users.adminPage', collection: 'users', filters: { role: 'candidate' } },
  { name: 'projects.adminPage', collection: 'projects', filters: { status: 'draft' } },
  { name: 'people.adminPage', collection: 'people', filters: { status: 'published' } },
  { name: 'people.adminCandidatesPage', collection: 'users', filters: { entry: 'none' } },
  { name: 'mailOutbox.adminPage', collection: 'outboxMails', filters: { status: 'failed' } },
];

async function openProject(): Promise<string> {
  const created = (await suite.admin.connection.callAsync('projects.create', projectInput())) as { _id: string };
  await suite.admin.connection.callAsync('projects.publish', created._id);
  return created._id;
}

type PageRecord = { total: number; page: number; pageCount: number; ids: string[] };

function pageRecord(connection: Parameters<typeof storeFor>[0], name: string, args: unknown[]): PageRecord | undefined {
  return storeFor(connection, LIST_PAGES_COLLECTION).docs.get(listPageKey(name, args)) as PageRecord | undefined;
}

describe('per role', () => {
  for (const page of PAGES) {
    it(`${page.name}: anonymous gets nothing, candidates and customers 403, admins the page`, async () => {
      expect(await readSubscription(suite.as.get('anonymous')!.connection, page.collection, page.name, page.filters)).toEqual([]);
      for (const label of ['candidate', 'customer', 'candidate+customer']) {
        const refused = await failureOf(readSubscription(suite.as.get(label)!.connection, page.collection, page.name, page.filters));
        expect(refused.error, label).toBe(403);
      }
      const args = [page.filters, 1];
      const live = await subscribeLive(suite.as.get('admin')!.connection, LIST_PAGES_COLLECTION, page.name, ...args);
      const record = pageRecord(suite.as.get('admin')!.connection, page.name, args);
      expect(record).toMatchObject({ page: 1, pageCount: expect.any(Number), total: expect.any(Number) });
      live.stop();
    });

    it(`${page.name}: hostile arguments are refused with 400`, async () => {
      const bad: unknown[][] = [[{}, 0], [{}, 1.5], [{}, '2'], [{}, 1, 'surplus'], [{ other: 1 }], ['status']];
      // null in an optional field means "not given" (simpl-schema), so it is not hostile there.
      for (const value of HOSTILE_STRINGS) if (value !== null) bad.push([{ [Object.keys(page.filters)[0]]: value }]);
      for (const args of bad) {
        const refused = await failureOf(readSubscription(suite.admin.connection, page.collection, page.name, ...args));
        expect(refused.error, JSON.stringify(args).slice(0, 100)).toBe(400);
      }
    });
  }
});

describe('paging, filters and live changes', () => {
  it('pages contact messages newest first with a total and the last page short', async () => {
    const before = await ContactMessages.find({}).countAsync();
    for (let i = 0; i < ADMIN_PAGE_SIZE + 3; i += 1) {
      await suite.as.get('anonymous')!.connection.callAsync('contactMessages.send', { name: `Sender ${i}`, email: `s${i}@example.com`, message: `Question ${i}`, consent: true });
    }
    const total = before + ADMIN_PAGE_SIZE + 3;
    const admin = suite.admin.connection;
    const first = [{}, 1];
    const one = await subscribeLive(admin, 'contactMessages', 'contactMessages.adminPage', ...first);
    const record = pageRecord(admin, 'contactMessages.adminPage', first)!;
    expect(record.total).toBe(total);
    expect(record.ids).toHaveLength(ADMIN_PAGE_SIZE);
    const newest = await ContactMessages.findOneAsync({}, { sort: { 'docInfo.createdAt': -1, _id: -1 } });
    expect(record.ids[0]).toBe(newest?._id);
    one.stop();
    const lastArgs = [{}, Math.ceil(total / ADMIN_PAGE_SIZE)];
    const last = await subscribeLive(admin, 'contactMessages', 'contactMessages.adminPage', ...lastArgs);
    // Read from the end (pageWindow), yet in the table's order: the same rows a forward skip finds.
    const expected = await ContactMessages.find({}, { sort: { 'docInfo.createdAt': -1, _id: -1 }, skip: (lastArgs[1] as number - 1) * ADMIN_PAGE_SIZE }).fetchAsync();
    expect(pageRecord(admin, 'contactMessages.adminPage', lastArgs)!.ids).toEqual(expected.map((message) => message._id));
    expect(expected).toHaveLength(total % ADMIN_PAGE_SIZE || ADMIN_PAGE_SIZE);
    last.stop();
  });

  it('shows a new application live on the first page, with its project and candidate name but no secrets', async () => {
    const projectId = await openProject();
    const admin = suite.admin.connection;
    const args = [{ projectId, status: 'submitted' }];
    const live = await subscribeLive(admin, 'applications', 'applications.adminPage', ...args);
    expect(pageRecord(admin, 'applications.adminPage', args)!.total).toBe(0);
    const candidate = suite.as.get('candidate')!;
    const id = (await candidate.connection.callAsync('applications.apply', projectId, { note: 'Ready in May' })) as string;
    const record = await waitUntil(() => {
      const current = pageRecord(admin, 'applications.adminPage', args);
      return current?.ids.includes(id) ? current : undefined;
    }, { what: 'the new application on the admin page' });
    expect(record.total).toBe(1);
    expect(live.store.docs.get(id)).toMatchObject({ projectId, status: 'submitted', note: 'Ready in May' });
    expect(live.store.docs.get(id)?.liveKey).toBeUndefined();
    const users = storeFor(admin, 'users').docs.get(candidate.userId!);
    expect(users).toBeDefined();
    expect(users?.services).toBeUndefined();
    expect(storeFor(admin, 'projects').docs.get(projectId)).toMatchObject({ title: expect.any(String) });

    await admin.callAsync('applications.move', id, 'in-review', 'We are reading your profile.');
    await waitUntil(() => (pageRecord(admin, 'applications.adminPage', args)?.total === 0 ? true : undefined), { what: 'the moved application leaving the filter' });
    expect(live.store.docs.get(id)).toBeUndefined();
    live.stop();
    expect((await Applications.findOneAsync({ _id: id }))?.status).toBe('in-review');
  });

  it('re-orders the page live when an edit moves a row by the table’s sort', async () => {
    const word = `Quokka${Date.now()}`;
    const admin = suite.admin.connection;
    const ids: string[] = [];
    for (const letter of ['B', 'C', 'D']) {
      const created = (await admin.callAsync('projects.create', projectInput({ title: `${letter} ${word} lead` }))) as { _id: string };
      ids.push(created._id);
    }
    const args = [{ text: word, sort: 'title', direction: 'asc' }, 1];
    const live = await subscribeLive(admin, 'projects', 'projects.adminPage', ...args);
    expect(pageRecord(admin, 'projects.adminPage', args)!.ids).toEqual(ids);
    await admin.callAsync('projects.update', ids[2], { title: `A ${word} lead` });
    await waitUntil(() => (JSON.stringify(pageRecord(admin, 'projects.adminPage', args)?.ids) === JSON.stringify([ids[2], ids[0], ids[1]]) ? true : undefined), {
      what: 'the renamed project first',
      describe: () => pageRecord(admin, 'projects.adminPage', args),
    });
    live.stop();
  });

  it('users.adminPage never sends services and filters by role', async () => {
    const args = [{ role: 'admin' }];
    const live = await subscribeLive(suite.admin.connection, 'users', 'users.adminPage', ...args);
    const record = pageRecord(suite.admin.connection, 'users.adminPage', args)!;
    expect(record.ids).toContain(suite.admin.userId);
    for (const id of record.ids) {
      const doc = live.store.docs.get(id)!;
      expect(doc.services).toBeUndefined();
      expect(doc.roles).toContain('admin');
    }
    live.stop();
  });
});

describe('pageWindow', () => {
  const sort = { 'docInfo.createdAt': -1 as const, _id: 1 as const };
  it('reads the first half forwards and the second half from the end, turned round', () => {
    expect(pageWindow(sort, 1, 100_000)).toEqual({ sort, skip: 0, limit: 20, reversed: false });
    expect(pageWindow(sort, 2_500, 100_000)).toEqual({ sort, skip: 49_980, limit: 20, reversed: false });
    expect(pageWindow(sort, 5_000, 100_000)).toEqual({ sort: { 'docInfo.createdAt': 1, _id: -1 }, skip: 0, limit: 20, reversed: true });
    expect(pageWindow(sort, 3, 43)).toEqual({ sort: { 'docInfo.createdAt': 1, _id: -1 }, skip: 0, limit: 3, reversed: true });
    expect(pageWindow(sort, 2, 43)).toEqual({ sort, skip: 20, limit: 20, reversed: false });
    expect(pageWindow(sort, 2, 35)).toEqual({ sort: { 'docInfo.createdAt': 1, _id: -1 }, skip: 0, limit: 15, reversed: true });
    expect(pageWindow(sort, 9, 43)).toEqual({ sort, skip: 160, limit: 20, reversed: false });
  });
});

describe('defineAdminPage', () => {
  it('declares a page with its literal name, its (filters, page) arguments and its rows for the typed client', () => {
    expectTypeOf(adminApplicationsPage.name).toEqualTypeOf<'applications.adminPage'>();
    expectTypeOf(adminApplicationsPage).toExtend<PublicationSignature<'applications.adminPage', [filters?: { status?: ApplicationStatus; projectId?: string }, page?: number], Application>>();
    expect(adminApplicationsPage.name).toBe('applications.adminPage');
  });

  it('matches each set filter by equality, on its own field or the one named for it, within what every row meets', async () => {
    expect(await adminApplicationsPage.selector({ status: 'submitted', projectId: 'pRoJeCt2345678923' })).toEqual({ status: 'submitted', projectId: 'pRoJeCt2345678923' });
    expect(await adminApplicationsPage.selector({ status: undefined })).toEqual({});
    const users = adminUsersPage();
    expect(await users.selector({ role: 'admin' })).toEqual({ deletedAt: { $exists: false }, roles: 'admin' });
    expect(users.sort({})).toEqual({ createdAt: -1, _id: -1 });
    expect(adminApplicationsPage.sort({})).toEqual({ 'docInfo.createdAt': -1, _id: -1 });
  });

  it('adds free-text search and column sorts where the table declares them', async () => {
    expectTypeOf(adminProjectsPage).toExtend<PublicationSignature<'projects.adminPage', [filters?: { status?: ProjectStatus; text?: string; sort?: 'updated' | 'title' | 'published' | 'reference'; direction?: 'asc' | 'desc' }, page?: number], Project>>();
    expect(await adminProjectsPage.selector({ status: 'open', text: '  bank ' })).toEqual({ status: 'open', ...textCondition('bank', ['title', 'referenceNumber', 'clientName']) });
    // Archived projects only under their own status filter, whose value replaces the default.
    expect(await adminProjectsPage.selector({ text: '   ' })).toEqual({ status: { $ne: 'archived' } });
    expect(await adminProjectsPage.selector({ status: 'archived' })).toEqual({ status: 'archived' });
    expect(adminProjectsPage.sort({})).toEqual({ 'docInfo.updatedAt': -1, _id: -1 });
    expect(adminProjectsPage.sort({ sort: 'title' })).toEqual({ title: 1, _id: 1 });
    expect(adminProjectsPage.sort({ sort: 'reference', direction: 'asc' })).toEqual({ referenceNumber: 1, _id: 1 });
    expect(adminApplicationsPage.params.newContext().validate({ filters: { text: 'x' } })).toBe(false);
  });

  it('adds the selector a computed filter returns, awaited (one that reads another collection)', async () => {
    const candidates = adminCandidatesPage();
    const always = CANDIDATE_ROWS;
    expect(await candidates.selector({ cv: 'without-cv' })).toEqual({ ...always, 'candidateData.cv': { $exists: false } });
    expect(await candidates.selector({ entry: 'none' })).toEqual({ ...always, hasDirectoryEntry: { $exists: false } });
    const linked = (await People.find({ sourceUserId: { $exists: true }, status: 'published' }).fetchAsync()).map((entry) => entry.sourceUserId);
    expect(await candidates.selector({ entry: 'published' })).toEqual({ ...always, _id: { $in: linked } });
    expect(candidates.params.newContext().validate({ filters: { entry: 'gone' } })).toBe(false);
  });
});
