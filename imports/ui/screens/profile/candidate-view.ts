// The candidate data the profile screen reads from the signed-in user's document (published to
// its owner whole, see accounts-base's OWN_USER_FIELDS).
import type { CandidateData } from '../../../api/users/schema';
import type { AccountUser } from '../../lib/account-types';

export type CandidateView = Partial<CandidateData>;

export function candidateDataOf(user: AccountUser): CandidateView {
  return ((user as { candidateData?: CandidateView }).candidateData ?? {}) as CandidateView;
}
