// The "Fits you 80 %" hint on each card while a candidate lists by "Best fit for you": the score
// the project page explains (your-fit-section.tsx), worked out in the browser from the cards'
// projects and the candidate's own document (`users.me`) with the weights the server orders by,
// so the hints follow the list's order. The reasons stay on the project page; no rate is shown
// (Hide Prices). Nothing for a profile that states nothing a match reads: the server then lists
// in the default order (api/projects/fit-order.ts).
import { useMemo } from 'react';
import { rolesOf } from '../../../api/common/permissions';
import { candidateViewWeights } from '../../../api/matching/candidate-weights';
import { hasMatchFacts, profileOfCandidate } from '../../../api/matching/profile';
import { scoreMatch } from '../../../api/matching/score';
import type { Project } from '../../../api/projects/schema';
import { useCurrentAccount } from '../../lib/account-context';
import { useWizardUser } from '../../lib/own-user-data';

/** Each shown project's score by its id, or null when the list is not in the candidate's fit order. */
export function useFitScores(projects: Project[], byFit: boolean): ReadonlyMap<string, number> | null {
  const { userId, user: account } = useCurrentAccount();
  const candidate = byFit && rolesOf(account).includes('candidate');
  const { user } = useWizardUser(candidate ? userId : null);
  return useMemo(() => {
    if (!candidate || !user) return null;
    const profile = profileOfCandidate(user);
    if (!hasMatchFacts(profile)) return null;
    const options = { weights: candidateViewWeights(), now: new Date() };
    return new Map(projects.map((project) => [project._id, scoreMatch(project, profile, options).score]));
  }, [candidate, projects, user]);
}
