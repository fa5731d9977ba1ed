// The admin table's API over a real WebSocket: projects.admin pages (limit/skip, sorts, status
// and text), projects.adminCount, and projects.reopen, for every role; two admins watching the
// same page see each other's writes live.
import { describe, expect, it } from 'vitest';
import { waitUntil } from '../../../tests/helpers/wait-until';
import { failureOf, readSubscription, subscribeLive } from '../common/api.testkit';
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
    it(`${label}: may not count, page or reopen`, async () => {
      const { connection } = suite.as.get(label)!;
      const draft = await createDraft();
      await suite.admin.connection.callAsync('projects.close', draft._id);
      const expected = roles === null ? 401 : 403;
      expect((await failureOf(connection.callAsync('projects.adminCount', {}))).error).toBe(expected);
      expect((await failureOf(connection.callAsync('projects.reopen', draft._id))).error).toBe(expected);
      expect((await Projects.findOneAsync({ _id: draft._id }))?.status).toBe('closed');
      if (roles === null) expect(await readSubscription(connection, 'projects', 'projects.admin', { skip: 0 })).toEqual([]);
      else expect((await failureOf(readSubscription(connection, 'projects', 'projects.admin', { skip: 0 }))).error).toBe(403);
    });
  }
});

describe('projects admin table: admin', () => {
  it('pages with limit and skip in a total order, and counts what the filters match', async () => {
    const tag = `Pagetest ${Date.now()}`;
    for (let index = 0; index < 7; index += 1) await createDraft({ title: `${tag} ${String.fromCharCode(65 + index)}` });
    const query = { text: tag };
    expect(await suite.admin.connection.callAsync('projects.adminCount', query)).toBe(7);
    const pages: string[][] = [];
    for (let skip = 0; skip < 7; skip += 3) {
      const page = await readSubscription(suite.admin.connection, 'projects', 'projects.admin', { ...query, sort: 'title', direction: 'asc', limit: 3, skip });
      pages.push(page.map((doc) => String(doc.title)).sort());
    }
    expect(pages).toEqual([
      [`${tag} A`, `${tag} B`, `${tag} C`],
      [`${tag} D`, `${tag} E`, `${tag} F`],
      [`${tag} G`],
    ]);
    const descending = await readSubscription(suite.admin.connection, 'projects', 'projects.admin', { ...query, sort: 'title', direction: 'desc', limit: 1 });
    expect(descending.map((doc) => doc.title)).toEqual([`${tag} G`]);
    expect(await suite.admin.connection.callAsync('projects.adminCount', { ...query, status: 'open' })).toBe(0);
  });

  it('sends every field to admins, the confidential ones included', async () => {
    const draft = await createDraft({ title: 'Confidential fields check' });
    const [doc] = await readSubscription(suite.admin.connection, 'projects', 'projects.admin', { text: 'Confidential fields check' });
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
    for (const bad of [{ skip: -1 }, { skip: 1.5 }, { skip: { $gt: 0 } }, { limit: 101 }, { sort: 'clientName' }, { direction: 'up' }, { text: { $ne: null } }, { status: 'gone' }, { $where: '1' }]) {
      expect((await failureOf(readSubscription(admin, 'projects', 'projects.admin', bad))).error, JSON.stringify(bad)).toBe(400);
    }
    for (const bad of [{ skip: 0 }, { text: { $regex: '.*' } }, 'open']) {
      expect((await failureOf(admin.callAsync('projects.adminCount', bad))).error, JSON.stringify(bad)).toBe(400);
    }
    expect((await failureOf(admin.callAsync('projects.reopen', { $ne: null }))).error).toBe(400);
    expect((await failureOf(admin.callAsync('projects.reopen', 'aaaaaaaaaaaaaaaaa'))).error).toBe(404);
  });

  it('two admins on the same page see each other’s changes live', async () => {
    const other = await suite.app.connectAs(['admin']);
    try {
      const tag = `Live ${Date.now()}`;
      const watching = await subscribeLive(other.connection, 'projects', 'projects.admin', { text: tag });
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
