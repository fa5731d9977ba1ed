// applications.apply needs the whole sign-up wizard (profile-to-apply.ts), over a real WebSocket:
// a candidate who stopped after any step is refused with 412 and a reason naming what is missing
// (also in the details, for the client), nothing is stored, an NDA project asks for the profile
// before the NDA, and the same candidate applies once the wizard is complete.
import { Meteor } from 'meteor/meteor';
import { describe, expect, it } from 'vitest';
import { failureOf } from '../common/api.testkit';
import { setUpRoleSuite } from '../common/role-suite.testkit';
import { projectInput } from '../projects/api.testkit';
import { SIGN_UP_STEPS, type SignUpStep } from '../users/schema';
import { Applications } from './collection';

const suite = setUpRoleSuite();
const ALL_STEPS = SIGN_UP_STEPS.map((step) => step.value);

async function openProject(extra: Record<string, unknown> = {}): Promise<string> {
  const created = (await suite.admin.connection.callAsync('projects.create', { ...projectInput(), ...extra })) as { _id: string };
  await suite.admin.connection.callAsync('projects.publish', created._id);
  return created._id;
}

/** A candidate whose wizard stopped after `done` (the steps in order, as the wizard saves them). */
async function candidateWith(done: readonly SignUpStep[]) {
  const user = await suite.app.createUser({ roles: ['candidate'] });
  if (done.length > 0) await Meteor.users.updateAsync(user.userId, { $set: { 'candidateData.completedSteps': [...done] } });
  return { ...(await suite.app.loginAs(user)), userId: user.userId };
}

const CASES: Array<{ done: SignUpStep[]; reason: string }> = [
  {
    done: [],
    reason: 'Finish your profile before you apply: Personal details, Languages and availability, Expertise and skills, Work experience and CV upload are missing',
  },
  {
    done: ['personal-details-1'],
    reason: 'Finish your profile before you apply: Languages and availability, Expertise and skills, Work experience and CV upload are missing',
  },
  { done: ALL_STEPS.slice(0, 2), reason: 'Finish your profile before you apply: Expertise and skills, Work experience and CV upload are missing' },
  { done: ALL_STEPS.slice(0, 3), reason: 'Finish your profile before you apply: Work experience and CV upload are missing' },
  { done: ALL_STEPS.slice(0, 4), reason: 'Finish your profile before you apply: CV upload is missing' },
];

describe('applications.apply needs a complete profile', () => {
  for (const { done, reason } of CASES) {
    it(`refuses a candidate who finished ${done.length} of ${ALL_STEPS.length} steps, naming the missing ones`, async () => {
      const projectId = await openProject();
      const candidate = await candidateWith(done);
      const failure = await failureOf(candidate.connection.callAsync('applications.apply', projectId, { note: 'Ready in May' }));
      expect(failure).toMatchObject({ error: 412, reason });
      expect(failure.details).toMatchObject({ messageId: 'errors.application.finishProfile', missing: ALL_STEPS.filter((step) => !done.includes(step)) });
      expect(await Applications.find({ projectId }).countAsync()).toBe(0);
      candidate.close();
    });
  }

  it('asks for the profile before the NDA of a project that requires one', async () => {
    const projectId = await openProject({ ndaRequired: true });
    const candidate = await candidateWith(ALL_STEPS.slice(0, 4));
    expect((await failureOf(candidate.connection.callAsync('applications.apply', projectId, {}))).error).toBe(412);
    candidate.close();
  });

  it('lets the same candidate apply once the last step is done', async () => {
    const projectId = await openProject();
    const candidate = await candidateWith(ALL_STEPS.slice(0, 4));
    expect((await failureOf(candidate.connection.callAsync('applications.apply', projectId, {}))).error).toBe(412);
    await Meteor.users.updateAsync(candidate.userId, { $addToSet: { 'candidateData.completedSteps': 'upload-cv' } });
    const id = (await candidate.connection.callAsync('applications.apply', projectId, { note: 'Ready in May' })) as string;
    expect(await Applications.findOneAsync({ _id: id })).toMatchObject({ projectId, userId: candidate.userId, status: 'submitted' });
    candidate.close();
  });
});
