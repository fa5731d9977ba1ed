// Whether a candidate's employers are named on their public expert entry: only when they opted in
// (My Profile's experience section, the wizard's step 4). Nobody who never opted in is shown,
// which includes every account that stored the earlier opt-out (`hideEmployerNames`) or nothing.
// Browser-safe: the admins' candidate view says the same.
import type { CandidateData } from './schema';

export function showsEmployerNames(data: Pick<CandidateData, 'showEmployerNames'>): boolean {
  return data.showEmployerNames === true;
}
