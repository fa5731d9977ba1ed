// The signed-in user's own document (`users.me`), stubbed for tests that render the sign-up,
// join or profile screens without a server. Tests set `ownUserData.candidateData` (or `loading`);
// the signed-in user's id comes from the fake account, as on the server.
import { vi } from 'vitest';
import type { CandidateData } from '../../api/users/schema';

const data = vi.hoisted(() => ({
  loading: false,
  profile: undefined as { name?: { first: string; last: string } } | undefined,
  candidateData: undefined as CandidateData | undefined,
  reset() {
    this.loading = false;
    this.profile = undefined;
    this.candidateData = undefined;
  },
}));

export const ownUserData = data;

vi.mock('../lib/own-user-data', () => ({
  useWizardUser: (userId: string | null) => ({
    loading: Boolean(userId) && data.loading,
    user: userId ? { _id: userId, ...(data.profile ? { profile: data.profile } : {}), ...(data.candidateData ? { candidateData: data.candidateData } : {}) } : null,
  }),
}));
