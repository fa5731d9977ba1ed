// "Ask to apply" once per (project, person), over a real WebSocket: per role (anonymous,
// candidate, customer are refused and store nothing; an admin asks), a second ask by any admin
// answers 409 with the first ask's date and tells nobody again, a call re-sent with its first
// send's randomSeed answers as the first did, a person who applied is refused and shown as
// "Applied", and the Best matches rows carry the ask's date.
import { Meteor } from 'meteor/meteor';
import { afterAll, describe, expect, it } from 'vitest';
import type { MeteorError } from '../../../packages/meteor/errors';
import { Random } from '../../../packages/random/index';
import type { RawDdpClient } from '../../../tests/helpers/raw-ddp-client';
import { seededCall, seededCaller } from '../../../tests/helpers/seeded-call';
import { dayText } from '../../ui/lib/day-text';
import { failureOf } from '../common/api.testkit';
import { ROLE_CASES, setUpRoleSuite } from '../common/role-suite.testkit';
import { OutboxMails } from '../mail-outbox/collection';
import { heardOf } from '../notifications/notifications.testkit';
import { projectInput } from '../projects/api.testkit';
import type { AskAnswer } from './ask-to-apply';
import { ApplyAsks } from './asks';
import type { BestMatches } from './best-matches';

const suite = setUpRoleSuite();
const raws: RawDdpClient[] = [];
afterAll(async () => {
  for (const raw of raws) await raw.close();
});

async function openProject(): Promise<string> {
  const project = (await suite.admin.connection.callAsync('projects.create', projectInput({ title: `Ask once ${Random.id(5)}` }))) as { _id: string };
  await suite.admin.connection.callAsync('projects.publish', project._id);
  return project._id;
}

async function candidate(first: string): Promise<string> {
  const { userId } = await suite.app.createUser({ roles: ['candidate'], profile: { name: { first, last: 'Asked' } } });
  await Meteor.users.updateAsync(userId, { $set: { candidateData: { skills: ['java'], availability: { from: new Date(), workloadPercent: 100 } } } });
  return userId;
}

const ask = (projectId: string, userId: string) => suite.admin.connection.callAsync('matching.askToApply', projectId, userId) as Promise<AskAnswer>;

describe('ask to apply: access per role', () => {
  for (const { label, roles } of ROLE_CASES) {
    it(`${label}: ${roles?.includes('admin') ? 'asks once' : 'is refused and stores no ask'}`, async () => {
      const { connection } = suite.as.get(label)!;
      const projectId = await openProject();
      const userId = await candidate(`Role${label.replace(/\W/g, '')}`);
      const heard = await heardOf(suite.app, 'project.askedToApply', () => connection.callAsync('matching.askToApply', projectId, userId).then(() => null, (error: MeteorError) => error));
      if (roles?.includes('admin')) {
        expect(heard.result).toBeNull();
        expect(heard.notifications).toHaveLength(1);
        expect(await ApplyAsks.find({ projectId, userId }).countAsync()).toBe(1);
      } else {
        expect(heard.result?.error).toBe(roles === null ? 401 : 403);
        expect(heard.notifications).toEqual([]);
        expect(await ApplyAsks.find({ projectId, userId }).countAsync()).toBe(0);
      }
    });
  }
});

describe('ask to apply: once per project and person', () => {
  it('answers a second ask, by any admin, with 409 and the date of the first; nobody is told twice', async () => {
    const projectId = await openProject();
    const userId = await candidate('Twice');
    const first = await heardOf(suite.app, 'project.askedToApply', () => ask(projectId, userId));
    expect(first.result).toEqual({ notified: true, askedAt: expect.any(Date) });
    const askedAt = first.result.askedAt;
    const other = await suite.app.connectAs(['admin']);
    try {
      for (const connection of [suite.admin.connection, other.connection]) {
        const again = await heardOf(suite.app, 'project.askedToApply', () => failureOf(connection.callAsync('matching.askToApply', projectId, userId)));
        expect(again.result.error).toBe(409);
        expect(again.result.reason).toBe(`This person was already asked to apply to this project on ${dayText(askedAt)}`);
        expect(again.result.details).toMatchObject({ messageId: 'errors.matching.alreadyAsked', values: { date: dayText(askedAt) }, askedAt: askedAt.getTime() });
        expect(again.notifications).toEqual([]);
      }
    } finally {
      other.close();
    }
    expect(await ApplyAsks.find({ projectId, userId }).countAsync()).toBe(1);
    expect(await OutboxMails.find({ userId }).countAsync()).toBe(1);
    // The same person may still be asked about another project.
    expect(await ask(await openProject(), userId)).toMatchObject({ notified: true });
  });

  it('answers a call re-sent with its randomSeed as the first send, without telling twice; another admin replaying it is refused', async () => {
    const projectId = await openProject();
    const userId = await candidate('Retried');
    const rawClient = seededCaller(suite.app.url, raws);
    const seed = Random.hexString(20);
    const heard = await heardOf(suite.app, 'project.askedToApply', async () => {
      const first = await seededCall(await rawClient(suite.admin.token), 'm1', 'matching.askToApply', [projectId, userId], seed);
      const again = await seededCall(await rawClient(suite.admin.token), 'm1', 'matching.askToApply', [projectId, userId], seed);
      return { first, again };
    });
    expect(heard.result.first).toMatchObject({ result: { notified: true, askedAt: { $date: expect.any(Number) } } });
    expect(heard.result.again).toEqual(heard.result.first);
    expect(heard.notifications).toHaveLength(1);
    expect(await ApplyAsks.find({ projectId, userId }).countAsync()).toBe(1);
    const other = await suite.app.connectAs(['admin']);
    try {
      const replay = await seededCall(await rawClient(other.token), 'm1', 'matching.askToApply', [projectId, userId], seed);
      expect(replay).toMatchObject({ error: { error: 409 } });
    } finally {
      other.close();
    }
  });

  it('refuses to ask someone who applied, and shows them as "Applied"; the rows carry the ask date', async () => {
    const projectId = await openProject();
    const applicant = suite.as.get('candidate')!;
    await applicant.connection.callAsync('applications.apply', projectId, {});
    const refused = await heardOf(suite.app, 'project.askedToApply', () => failureOf(ask(projectId, applicant.userId!)));
    expect(refused.result).toMatchObject({ error: 409, reason: 'This person has already applied to this project' });
    expect(refused.notifications).toEqual([]);
    const asked = await candidate('RowDated');
    const { askedAt } = await ask(projectId, asked);
    const rows = (await suite.admin.connection.callAsync('matching.bestForProject', projectId, { limit: 50 })) as BestMatches;
    const rowOf = (userId: string) => rows.candidates.find((row) => row.userId === userId);
    expect(rowOf(applicant.userId!)).toMatchObject({ applied: true });
    expect(rowOf(applicant.userId!)).not.toHaveProperty('askedAt');
    expect(rowOf(asked)).toMatchObject({ askedAt });
    expect(rowOf(asked)).not.toHaveProperty('applied');
  });
});
