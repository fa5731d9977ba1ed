// The sign-up wizard's state on the client, in one place: what the user's own document (the
// `users.me` publication) says was saved, what this browser saved since (the method's answer can
// reach the screen before the publication's change does, so moving on never bounces back to the
// saved step), and what was typed on a step but not saved yet (kept in memory per user and step,
// so Back and Next keep it; a reload starts from the saved values). A draft remembers the revision
// its form was based on, so a draft from before another tab's save is refused as stale.
import type { CandidateData } from '../../api/users/schema';
import { SIGN_UP_STEPS, type SignUpStep, STEP_CANDIDATE_FIELDS } from '../../api/users/sign-up-step-list';
import type { FormValues } from '../forms/form-reducer';

export interface WizardUser {
  _id: string;
  profile?: { name?: { first: string; last: string } };
  candidateData?: CandidateData;
}

/** Where a step's form starts: its values and the revision they belong to. */
export interface StepStart {
  values: FormValues;
  revision: number;
}

const drafts = new Map<string, StepStart>();
const savedHere = new Map<string, number>();

const keyOf = (userId: string, step: SignUpStep) => `${userId}:${step}`;

/** The steps saved so far, in wizard order: the published ones and those this browser saved since. */
export function completedSteps(user: WizardUser | null): SignUpStep[] {
  const published = user?.candidateData?.completedSteps ?? [];
  return SIGN_UP_STEPS.map((item) => item.value).filter((step) => published.includes(step) || (user !== null && savedHere.has(keyOf(user._id, step))));
}

/** The first step not saved yet, or null when the wizard is complete. */
export function firstUnfinishedStep(user: WizardUser | null): SignUpStep | null {
  const done = completedSteps(user);
  return SIGN_UP_STEPS.map((item) => item.value).find((step) => !done.includes(step)) ?? null;
}

/** How many times the step was saved (0: never), as the server counts it. */
function savedRevision(user: WizardUser, step: SignUpStep): number {
  return Math.max(user.candidateData?.stepRevisions?.[step] ?? 0, savedHere.get(keyOf(user._id, step)) ?? 0);
}

/** The saved values of a step, as its form shows them (one empty row where a list is required). */
function savedValues(user: WizardUser, step: SignUpStep): FormValues {
  const data = (user.candidateData ?? {}) as Record<string, unknown>;
  const values: FormValues = Object.fromEntries(STEP_CANDIDATE_FIELDS[step].filter((key) => data[key] !== undefined).map((key) => [key, data[key]]));
  if (step === 'personal-details-1' && user.profile?.name) values.name = user.profile.name;
  if (step === 'personal-details-2' && !values.languages) values.languages = [{}];
  if (step === 'experience-2' && !values.experience) values.experience = [{}];
  if (step === 'upload-cv' && user.candidateData?.cv) values.file = user.candidateData.cv.file;
  return values;
}

/** Where the step's form starts: the unsaved draft, else the saved values with their revision. */
export function stepStart(user: WizardUser, step: SignUpStep): StepStart {
  return drafts.get(keyOf(user._id, step)) ?? { values: savedValues(user, step), revision: savedRevision(user, step) };
}

export function keepDraft(userId: string, step: SignUpStep, draft: StepStart): void {
  drafts.set(keyOf(userId, step), draft);
}

export function dropDraft(userId: string, step: SignUpStep): void {
  drafts.delete(keyOf(userId, step));
}

/** The step was saved from this browser with the revision `basedOn`: its draft is done with. */
export function recordSave(userId: string, step: SignUpStep, basedOn: number): void {
  drafts.delete(keyOf(userId, step));
  savedHere.set(keyOf(userId, step), basedOn + 1);
}
