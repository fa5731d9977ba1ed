// The admin table's API over a real WebSocket: projects.adminPage pages (the admin page kit's
// page record with its total, sorts, status and text) and projects.reopen, for every role; two
// admins watching the same page see each other's writes live.
import { describe, expect, it } from 'vitest';
import { waitUntil } from '../../../tests/helpers/wait-until';
import { ADMIN_PAGE_SIZE } from '../common/admin-pages';
import { LIST_PAGES_COLLECTION, listPageKey } from '../common/list-pages';
import { failureOf, readSubscription, storeFor, subscribeLive } from '../common/api.testkit';
import { ROLE_CASES, setUpRoleSuite } from '../common/role-suite.testkit';
import { projectInput } from './api.testkit';
import { Projects } from './collection';

const suite = setUpRoleSuite();

async function createDraft(overrides = {}): Promise<{ _id: string }> {
  return (await suite.admin.connection.callAsync('projects.create', projectInput(overrides))) as { _id: string };
}

describe('projects admin table: access per role', () => {
  for (const { label, roles } of ROLE_CASES) {
    if (roles?.includes('admin')) continue;
    it(`${label}: may not page or reopen`, async () => {
      const { connection } = suite.as.get(label)!;
      const draft = await createDraft();
      await suite.admin.connection.callAsync('projects.close', draft._id);
      const expected = roles === null ? 401 : 403;
      expect((await failureOf(connection.callAsync('projects.reopen', draft._id))).error).toBe(expected);
      expect((await Projects.findOneAsync({ _id: draft._id }))?.status).toBe('closed');
      if (roles === null) expect(await readSubscription(connection, 'projects', 'projects.adminPage', {}, 1)).toEqual([]);
      else expect((await failureOf(readSubscription(connection, 'projects', 'projects.adminPage', {}, 1))).error).toBe(403);
    });
  }
});

describe('projects admin table: admin', () => {
  it('pages in a total order with the total in the page record, and filters by status', async () => {
    const tag = `Pagetest ${Date.now()}`;
    const titles = Array.from({ length: ADMIN_PAGE_SIZE + 2 }, (_, index) => `${tag} ${String(index).padStart(2, '0')}`);
    for (const title of titles) await createDraft({ title });
    const admin = suite.admin.connection;
    const pageOf = async (filters: object, page: number) => {
      const live = await subscribeLive(admin, 'projects', 'projects.adminPage', filters, page);
      const record = storeFor(admin, LIST_PAGES_COLLECTION).docs.get(listPageKey('projects.adminPage', [filters, page])) as { total: number; pageCount: number; ids: string[] };
      const rows = record.ids.map((id) => String(live.docs().find((doc) => doc._id === id)?.title));
      live.stop();
      return { ...record, rows };
    };
    const first = await pageOf({ text: tag, sort: 'title', direction: 'asc' }, 1);
    expect(first).toMatchObject({ total: titles.length, pageCount: 2, rows: titles.slice(0, ADMIN_PAGE_SIZE) });
    expect((await pageOf({ text: tag, sort: 'title', direction: 'asc' }, 2)).rows).toEqual(titles.slice(ADMIN_PAGE_SIZE));
    expect((await pageOf({ text: tag, sort: 'title' }, 1)).rows[0]).toBe(titles[0]);
    expect((await pageOf({ text: tag, sort: 'title', direction: 'desc' }, 1)).rows[0]).toBe(titles.at(-1));
    expect((await pageOf({ text: `  ${tag}  ` }, 1)).total).toBe(titles.length);
    expect(await pageOf({ text: tag, status: 'open' }, 1)).toMatchObject({ total: 0, rows: [] });
  });

  it('sends every field to admins, the confidential ones included', async () => {
    const draft = await createDraft({ title: 'Confidential fields check' });
    const [doc] = await readSubscription(suite.admin.connection, 'projects', 'projects.adminPage', { text: 'Confidential fields check' });
    expect(doc).toMatchObject({ _id: draft._id, clientName: 'Confidential retail bank', adminNotes: 'Margin 15 %, contact Jana', status: 'draft' });
  });

  it('reopens a closed published project as open with its reference number, a closed draft as a draft', async () => {
    const draft = await createDraft();
    const published = (await suite.admin.connection.callAsync('projects.publish', draft._id)) as { referenceNumber: string };
    await suite.admin.connection.callAsync('projects.close', draft._id);
    expect(await suite.admin.connection.callAsync('projects.reopen', draft._id)).toEqual({ status: 'open' });
    const stored = await Projects.findOneAsync({ _id: draft._id });
    expect(stored).toMatchObject({ status: 'open', referenceNumber: published.referenceNumber });
    expect(stored?.closedAt).toBeUndefined();
    expect((await failureOf(suite.admin.connection.callAsync('projects.reopen', draft._id))).error).toBe(409);

    const unpublished = await createDraft();
    await suite.admin.connection.callAsync('projects.close', unpublished._id);
    expect(await suite.admin.connection.callAsync('projects.reopen', unpublished._id)).toEqual({ status: 'draft' });
  });

  it('refuses hostile paging and filters, and unknown projects', async () => {
    const admin = suite.admin.connection;
    for (const bad of [[{ skip: 1 }], [{}, -1], [{}, 1.5], [{}, { $gt: 0 }], [{ sort: 'clientName' }], [{ direction: 'up' }], [{ text: { $ne: null } }], [{ text: 'x'.repeat(101) }], [{ status: 'gone' }], [{ $where: '1' }]]) {
      expect((await failureOf(readSubscription(admin, 'projects', 'projects.adminPage', ...bad))).error, JSON.stringify(bad)).toBe(400);
    }
    expect((await failureOf(admin.callAsync('projects.reopen', { $ne: null }))).error).toBe(400);
    expect((await failureOf(admin.callAsync('projects.reopen', 'aaaaaaaaaaaaaaaaa'))).error).toBe(404);
  });

  it('two admins on the same page see each other’s changes live', async () => {
    const other = await suite.app.connectAs(['admin']);
    try {
      const tag = `Live ${Date.now()}`;
      const watching = await subscribeLive(other.connection, 'projects', 'projects.adminPage', { text: tag });
      const draft = await createDraft({ title: `${tag} one` });
      await waitUntil(() => (watching.docs().some((doc) => doc._id === draft._id) ? true : undefined), { what: 'the new draft reaches the other admin' });
      await suite.admin.connection.callAsync('projects.update', draft._id, { summary: 'Changed by the first admin.' });
      await waitUntil(() => (watching.docs().find((doc) => doc._id === draft._id)?.summary === 'Changed by the first admin.' ? true : undefined), {
        what: 'the edit reaches the other admin',
      });
      watching.stop();
    } finally {
      other.close();
    }
  });
});
