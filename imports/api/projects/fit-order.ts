// "Best fit for you" on the open-projects list (sort `fit`): a signed-in candidate's list ordered
// by how well each project fits their own profile (api/matching/score.ts), best first, then
// newest. Server only; the browser never sorts (list-page-publication.ts).
//
// Decisions where the task is silent:
// - Who: a user with the candidate role whose profile states something a match reads. Anyone
//   else (visitors, customers, admins, a candidate with an empty profile) gets the default order
//   (filters.ts), as the server-rendered page always does.
// - Bounded: the newest FIT_SCORED_MAX open projects matching the other filters are scored (one
//   read, in memory: a few milliseconds). A project beyond them is not ranked; a text or skill
//   filter narrows the set when the market is larger than that.
// - The weights are the candidate's view's (candidate-weights.ts), so the order agrees with the
//   scores the cards and the project page show. With Hide Prices on, the rate keeps its share of
//   the score, as on the project page; no rate or rate reason is shown.
// - The order is taken when the subscription starts: its projects stay live (an edit shows, a
//   closed one leaves), while a newly published one joins on the next subscription (Load more, a
//   filter change, a reload). A change of the candidate's profile re-runs the subscription
//   (users/rights-follow.ts), which orders again.
import type { ActingUser } from '../common/acting-user';
import type { Condition } from '../common/listing-filters';
import { rolesOf } from '../common/permissions';
import { effectiveLimit } from '../common/search';
import { candidateViewWeights } from '../matching/candidate-weights';
import { CANDIDATE_MATCH_FIELDS, hasMatchFacts, MATCH_REQUIREMENT_FIELDS, type MatchProfile, profileOfCandidate } from '../matching/profile';
import { scoreMatch } from '../matching/score';
import { usersCollection } from '../users/store';
import { Projects } from './collection';
import { type ProjectFilters, projectSort } from './filters';

/** At most this many projects are scored per list (the newest matching the filters). */
export const FIT_SCORED_MAX = 2_000;

async function candidateProfile(user: ActingUser | null): Promise<MatchProfile | null> {
  if (!user || !rolesOf(user).includes('candidate')) return null;
  const own = await usersCollection().findOneAsync({ _id: user._id }, { fields: CANDIDATE_MATCH_FIELDS });
  const profile = profileOfCandidate(own ?? {});
  return hasMatchFacts(profile) ? profile : null;
}

/**
 * The ids of the list's page in the candidate's fit order, or null where `fit` is not asked for
 * or does not apply (the list then takes its Mongo sort, the default for `fit`).
 */
export async function fitOrderedIds(filters: ProjectFilters, user: ActingUser | null, selector: Condition, now = new Date()): Promise<string[] | null> {
  if (filters.sort !== 'fit') return null;
  const profile = await candidateProfile(user);
  if (!profile) return null;
  // Newest first, so the stable sort below leaves ties newest first.
  const projects = await Projects.find(selector, { fields: MATCH_REQUIREMENT_FIELDS, sort: projectSort('fit'), limit: FIT_SCORED_MAX }).fetchAsync();
  const options = { weights: candidateViewWeights(), now };
  return projects
    .map((project) => ({ id: project._id, score: scoreMatch(project, profile, options).score }))
    .sort((a, b) => b.score - a.score)
    .slice(0, effectiveLimit(filters.limit))
    .map((scored) => scored.id);
}
