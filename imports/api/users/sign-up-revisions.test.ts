// Two windows saving the same wizard step: each save carries the step revision its form was
// loaded with; a save based on an older revision is refused with 409 (naming the current
// revision) and changes nothing, and of two saves racing on the same revision exactly one wins.
import { describe, expect, it } from 'vitest';
import { appWithMailForThisFile } from '../../../tests/helpers/mail-fixture';
import { findUser } from './store';
import { callError, HOSTILE_VALUES, signUpConfirmed, STEP_DATA } from './users.testkit';

const fixture = appWithMailForThisFile();

/** A new candidate (signed up, address confirmed) signed in on two connections (two browser tabs). */
async function twoTabs() {
  const first = await fixture.app.connectAs(null);
  const answer = await signUpConfirmed(first.connection, fixture.smtp);
  const second = await fixture.app.connectAs(null);
  await second.connection.callAsync('login', { resume: answer.token });
  return {
    userId: answer.id,
    first: first.connection,
    second: second.connection,
    close() {
      first.close();
      second.close();
    },
  };
}

const languagesOnly = { ...STEP_DATA['personal-details-2'], languages: [{ language: 'de', level: 'B2' }] };

describe('users.saveSignUpStep with a revision', () => {
  it('refuses a save based on an older revision with 409 and the current revision, and keeps the newer values', async () => {
    const tabs = await twoTabs();
    // Both tabs loaded the step before any save: revision 0.
    await tabs.first.callAsync('users.saveSignUpStep', 'personal-details-2', STEP_DATA['personal-details-2'], 0);
    const stored = await findUser(tabs.userId);
    expect(stored?.candidateData?.stepRevisions).toEqual({ 'personal-details-2': 1 });

    const stale = await callError(tabs.second, 'users.saveSignUpStep', 'personal-details-2', languagesOnly, 0);
    expect(stale.error).toBe(409);
    expect(stale.reason).toMatch(/another window or tab/);
    expect(stale.details).toEqual({ stale: true, revision: 1, messageId: 'errors.signUp.stepSavedElsewhere' });
    expect(await findUser(tabs.userId)).toEqual(stored);

    // After loading the newer values (revision 1) the second tab's save goes through.
    await tabs.second.callAsync('users.saveSignUpStep', 'personal-details-2', languagesOnly, 1);
    const after = await findUser(tabs.userId);
    expect(after?.candidateData?.languages).toEqual([{ language: 'de', level: 'B2' }]);
    expect(after?.candidateData?.stepRevisions?.['personal-details-2']).toBe(2);
    // A revision from the future is just as stale.
    expect((await callError(tabs.first, 'users.saveSignUpStep', 'personal-details-2', languagesOnly, 7)).error).toBe(409);
    tabs.close();
  });

  it('lets exactly one of two saves racing on the same revision win', async () => {
    const tabs = await twoTabs();
    const results = await Promise.allSettled([
      tabs.first.callAsync('users.saveSignUpStep', 'personal-details-2', STEP_DATA['personal-details-2'], 0),
      tabs.second.callAsync('users.saveSignUpStep', 'personal-details-2', languagesOnly, 0),
    ]);
    const won = results.filter((result) => result.status === 'fulfilled');
    const lost = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect((lost[0]!.reason as { error: unknown }).error).toBe(409);
    expect((await findUser(tabs.userId))?.candidateData?.stepRevisions?.['personal-details-2']).toBe(1);
    tabs.close();
  });

  it('keeps revisions per step and saves without a revision as last-write-wins', async () => {
    const tabs = await twoTabs();
    await tabs.first.callAsync('users.saveSignUpStep', 'personal-details-2', STEP_DATA['personal-details-2']);
    await tabs.first.callAsync('users.saveSignUpStep', 'experience-1', STEP_DATA['experience-1'], 0);
    await tabs.second.callAsync('users.saveSignUpStep', 'personal-details-2', languagesOnly);
    expect((await findUser(tabs.userId))?.candidateData?.stepRevisions).toEqual({ 'personal-details-2': 2, 'experience-1': 1 });
    tabs.close();
  });

  it('refuses a revision that is not a whole number, and never lets the profile write revisions', async () => {
    const tabs = await twoTabs();
    const before = await findUser(tabs.userId);
    // (A whole number such as 12345 is a valid revision, only a stale one: 409, tested above.)
    const notWhole = HOSTILE_VALUES.filter((value) => typeof value !== 'number' && value !== null);
    for (const revision of [...notWhole, '0', -1, 1.5]) {
      const error = await callError(tabs.first, 'users.saveSignUpStep', 'personal-details-2', STEP_DATA['personal-details-2'], revision);
      expect(error.error, JSON.stringify(revision)).toBe(400);
    }
    const viaProfile = await callError(tabs.first, 'users.updateProfile', { candidateData: { stepRevisions: { 'personal-details-2': 99 } } });
    expect(viaProfile.error).toBe(400);
    expect(await findUser(tabs.userId)).toEqual(before);
    tabs.close();
  });
});
