// The signed-in user's own document with the wizard's and profile's data, from the `users.me`
// publication (the accounts package's default publication leaves `candidateData` out).
import { Meteor } from 'meteor/meteor';
import { useSubscribe, useTracker } from 'meteor/react-meteor-data';
import { type CandidateData, SIGN_UP_STEPS, type SignUpStep } from '../../api/users/schema';
import { PUBLICATIONS } from './method-names';

export interface WizardUser {
  _id: string;
  profile?: { name?: { first: string; last: string } };
  candidateData?: CandidateData;
}

export function useWizardUser(userId: string | null): { loading: boolean; user: WizardUser | null } {
  const isLoading = useSubscribe(userId ? PUBLICATIONS.me : undefined);
  const user = useTracker(() => (userId ? ((Meteor.users.findOne({ _id: userId }) as WizardUser | undefined) ?? null) : null), [userId]);
  return { loading: Boolean(userId) && isLoading(), user };
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
