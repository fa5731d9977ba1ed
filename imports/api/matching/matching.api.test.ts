// The back office's matching over a real WebSocket: matching.bestForProject ranks candidates
// (and published experts) with their reasons and filters, matching.askToApply tells a candidate
// in-app and by mail; both admin-only, for every role, and both refuse hostile input.
import { Meteor } from 'meteor/meteor';
import { describe, expect, it } from 'vitest';
import { failureOf, HOSTILE_STRINGS } from '../common/api.testkit';
import { ROLE_CASES, setUpRoleSuite } from '../common/role-suite.testkit';
import { OutboxMails } from '../mail-outbox/collection';
import { heardOf } from '../notifications/notifications.testkit';
import { projectInput } from '../projects/api.testkit';
import type { BestMatches } from './best-matches';

const suite = setUpRoleSuite();

async function openProject(overrides = {}): Promise<{ _id: string }> {
  const project = (await suite.admin.connection.callAsync('projects.create', projectInput(overrides))) as { _id: string };
  await suite.admin.connection.callAsync('projects.publish', project._id);
  return project;
}

/** A candidate whose own profile holds the facts the match reads. */
async function candidate(first: string, candidateData: Record<string, unknown>): Promise<string> {
  const { userId } = await suite.app.createUser({ roles: ['candidate'], profile: { name: { first, last: 'Match' } } });
  await Meteor.users.updateAsync(userId, { $set: { candidateData } });
  return userId;
}

const now = new Date();
const fits = {
  skills: ['java', 'spring-boot'],
  languages: [{ language: 'en', level: 'C1' }],
  expectedRate: { amount: 90, currency: 'EUR', unit: 'hour' },
  availability: { from: now, workloadPercent: 100 },
  country: 'CZ',
  city: 'Prague',
};

describe('matching: access per role', () => {
  for (const { label, roles } of ROLE_CASES) {
    if (roles?.includes('admin')) continue;
    it(`${label}: may neither list matches nor ask to apply`, async () => {
      const { connection, userId } = suite.as.get(label)!;
      const project = await openProject();
      const expected = roles === null ? 401 : 403;
      expect((await failureOf(connection.callAsync('matching.bestForProject', project._id))).error).toBe(expected);
      const target = userId ?? suite.admin.userId;
      const heard = await heardOf(suite.app, 'project.askedToApply', () => failureOf(connection.callAsync('matching.askToApply', project._id, target)));
      expect(heard.result.error).toBe(expected);
      expect(heard.notifications).toEqual([]);
    });
  }
});

describe('matching: admin', () => {
  it('ranks candidates best first with their reasons, and filters without rejecting', async () => {
    const tag = `Fit${Date.now()}`;
    const project = await openProject({ title: `${tag} project` });
    const good = await candidate(`${tag}Good`, fits);
    const dear = await candidate(`${tag}Dear`, { ...fits, expectedRate: { amount: 120, currency: 'EUR', unit: 'hour' }, languages: [{ language: 'en', level: 'B1' }] });
    const admin = suite.admin.connection;
    const all = (await admin.callAsync('matching.bestForProject', project._id, { limit: 50 })) as BestMatches;
    const mine = all.candidates.filter((row) => row.name.startsWith(tag));
    expect(mine.map((row) => row.id)).toEqual([good, dear]);
    expect(mine[0]).toMatchObject({ kind: 'candidate', userId: good, score: 100 });
    expect(mine[1]!.score).toBeLessThan(100);
    // The failed hard requirements come first, as facts the UI words.
    expect(mine[1]!.reasons.slice(0, 2)).toEqual([
      expect.objectContaining({ part: 'languages', met: false, hard: true, values: { language: 'en', level: 'B1', required: 'B2' } }),
      expect.objectContaining({ part: 'rate', met: false, hard: true, values: expect.objectContaining({ amount: 120, max: 100 }) }),
    ]);
    const hidden = (await admin.callAsync('matching.bestForProject', project._id, { limit: 50, hideFailedHard: true })) as BestMatches;
    expect(hidden.candidates.map((row) => row.id)).toContain(good);
    expect(hidden.candidates.map((row) => row.id)).not.toContain(dear);
    const high = (await admin.callAsync('matching.bestForProject', project._id, { limit: 50, minScore: mine[1]!.score + 1 })) as BestMatches;
    expect(high.candidates.map((row) => row.id)).not.toContain(dear);
    expect(Array.isArray(all.experts)).toBe(true);
  });

  it('asks a candidate to apply: a notification with the project link, and a mail in the outbox', async () => {
    const project = await openProject({ title: 'Ask to apply check' });
    const userId = await candidate('Asked', fits);
    const heard = await heardOf(suite.app, 'project.askedToApply', () => suite.admin.connection.callAsync('matching.askToApply', project._id, userId));
    expect(heard.result).toEqual({ notified: true, askedAt: expect.any(Date) });
    expect(heard.of(userId)).toMatchObject({ params: { projectTitle: 'Ask to apply check' }, link: expect.stringContaining(`/p/${project._id}`) });
    expect(heard.notifications).toHaveLength(1);
    expect(await OutboxMails.find({ userId }).countAsync()).toBe(1);
  });

  it('refuses asking about a draft, a customer-only account and unknown ids', async () => {
    const admin = suite.admin.connection;
    const draft = (await admin.callAsync('projects.create', projectInput())) as { _id: string };
    const userId = await candidate('Drafted', fits);
    expect((await failureOf(admin.callAsync('matching.askToApply', draft._id, userId))).error).toBe(409);
    const project = await openProject();
    const customer = suite.as.get('customer')!.userId!;
    expect((await failureOf(admin.callAsync('matching.askToApply', project._id, customer))).error).toBe(404);
    expect((await failureOf(admin.callAsync('matching.askToApply', project._id, 'zzzzzzzzzzzzzzzzz'))).error).toBe(404);
    expect((await failureOf(admin.callAsync('matching.bestForProject', 'zzzzzzzzzzzzzzzzz'))).error).toBe(404);
  });

  it('refuses hostile arguments', async () => {
    const admin = suite.admin.connection;
    const project = await openProject();
    for (const bad of [{ minScore: 101 }, { minScore: -1 }, { limit: 0 }, { limit: 51 }, { onlyAvailable: 'yes' }, { $where: '1' }, { minScore: { $gt: 0 } }]) {
      expect((await failureOf(admin.callAsync('matching.bestForProject', project._id, bad))).error, JSON.stringify(bad)).toBe(400);
    }
    for (const hostile of HOSTILE_STRINGS) {
      expect((await failureOf(admin.callAsync('matching.bestForProject', hostile))).error).toBe(400);
      expect((await failureOf(admin.callAsync('matching.askToApply', project._id, hostile))).error).toBe(400);
    }
  });
});
