// What the wizard reads from the user's own document: the first unfinished step and each step's
// revision. Pure functions, so screens and tests use them without a server.
import { type CandidateData, SIGN_UP_STEPS, type SignUpStep } from '../../api/users/schema';

export interface WizardUser {
  _id: string;
  profile?: { name?: { first: string; last: string } };
  candidateData?: CandidateData;
}

/** The first step not saved yet, or null when the wizard is complete. */
export function firstUnfinishedStep(user: WizardUser | null): SignUpStep | null {
  const done = user?.candidateData?.completedSteps ?? [];
  return SIGN_UP_STEPS.map((item) => item.value).find((step) => !done.includes(step)) ?? null;
}

/** The revision a step's form is based on: how many times the step was saved (0: never). */
export function stepRevisionOf(user: WizardUser | null, step: SignUpStep): number {
  return user?.candidateData?.stepRevisions?.[step] ?? 0;
}
