// The wizard's step schemas and order rule, without a server: what each step requires, what it
// refuses, and which earlier steps are missing.
import { describe, expect, it } from 'vitest';
import { invalidKeys } from '../common/lists/schema-contract.testkit';
import { SIGN_UP_STEPS } from './schema';
import { missingEarlierSteps } from './sign-up-steps';
import { profilePatchSchema, SIGN_UP_STEP_SCHEMAS, signUpStartSchema, STEP_CANDIDATE_FIELDS } from './sign-up-schemas';
import { candidateStartForm, STEP_DATA } from './users.testkit';

describe('sign-up step schemas', () => {
  it('accept the valid data of every step', () => {
    for (const [step, data] of Object.entries(STEP_DATA)) expect(invalidKeys(SIGN_UP_STEP_SCHEMAS[step as keyof typeof SIGN_UP_STEP_SCHEMAS], data), step).toEqual([]);
    expect(invalidKeys(signUpStartSchema, candidateStartForm())).toEqual([]);
  });

  it('require what an agency needs to place someone', () => {
    expect(invalidKeys(SIGN_UP_STEP_SCHEMAS['personal-details-2'], {})).toEqual(expect.arrayContaining(['languages', 'availability']));
    expect(invalidKeys(SIGN_UP_STEP_SCHEMAS['experience-1'], { skills: [] })).toEqual(
      expect.arrayContaining(['fieldsOfExpertise', 'skills', 'typesOfService', 'yearsOfExperience']),
    );
    expect(invalidKeys(SIGN_UP_STEP_SCHEMAS['experience-2'], { experience: [] })).toContain('experience');
    expect(invalidKeys(SIGN_UP_STEP_SCHEMAS['upload-cv'], { file: '../etc/passwd' })).toContain('file');
  });

  it('write only candidate fields the users schema knows, never the CV, photo or step record', () => {
    const fields = Object.values(STEP_CANDIDATE_FIELDS).flat();
    expect(fields).not.toContain('cv');
    expect(fields).not.toContain('photo');
    expect(fields).not.toContain('completedSteps');
    expect(SIGN_UP_STEP_SCHEMAS['personal-details-1'].objectKeys()).not.toContain('email');
  });

  it('refuse a plain-text password and a malformed digest', () => {
    expect(invalidKeys(signUpStartSchema, candidateStartForm({ password: 'secret' }))).toContain('password');
    expect(invalidKeys(signUpStartSchema, candidateStartForm({ password: { digest: 'A'.repeat(64), algorithm: 'sha-256' } }))).toContain('password.digest');
  });

  it('do not let the profile patch touch uploads, steps or required lists', () => {
    expect(invalidKeys(profilePatchSchema, { candidateData: { cv: {} } })).not.toEqual([]);
    expect(invalidKeys(profilePatchSchema, { candidateData: { skills: [] } })).toContain('candidateData.skills');
    expect(invalidKeys(profilePatchSchema, { clear: ['country'] })).toContain('clear.0');
  });
});

describe('missingEarlierSteps', () => {
  it('lists every earlier step not completed yet, in wizard order', () => {
    expect(missingEarlierSteps('personal-details-1', [])).toEqual([]);
    expect(missingEarlierSteps('experience-2', ['personal-details-1'])).toEqual(['personal-details-2', 'experience-1']);
    const all = SIGN_UP_STEPS.map((step) => step.value);
    expect(missingEarlierSteps('upload-cv', all)).toEqual([]);
  });
});
