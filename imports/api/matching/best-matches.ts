// The back office's "Best matches" for a project: every published expert and every candidate
// scored by score.ts, best first, with the reasons. Server only, admins only (methods.ts). The
// filters hide rows from the admin's view; they never reject anyone or write anything.
//
// Decisions where the task is silent:
// - Experts are the published directory entries; candidates are live candidate accounts (not
//   deleted, not disabled). A candidate who also has a directory entry appears in both lists.
// - All of them are scored in memory: an agency's pool is thousands, not millions, and the rules
//   need every field of each profile. A pool far larger would need a prefilter by skill.
import { userError } from '../common/user-error';
import { People } from '../people/collection';
import { Projects } from '../projects/collection';
import { usersCollection } from '../users/store';
import { asksAndApplicantsOf } from './ask-to-apply';
import { type MatchProfile, profileOfCandidate, profileOfPerson } from './profile';
import { failsHardRequirement, scoreMatch } from './score';
import type { BestMatches, MatchFilters, MatchRow } from './match-rows';
import { serverMatchWeights } from './server-weights';

export type { BestMatches, MatchFilters, MatchRow };

export const DEFAULT_MATCH_LIMIT = 10;

function ranked(rows: MatchRow[], filters: MatchFilters): MatchRow[] {
  return rows
    .filter((row) => row.score >= (filters.minScore ?? 0))
    .filter((row) => !filters.onlyAvailable || row.reasons.some((item) => item.part === 'start' && item.met === true))
    .filter((row) => !filters.hideFailedHard || !failsHardRequirement(row))
    .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name))
    .slice(0, filters.limit ?? DEFAULT_MATCH_LIMIT);
}

export async function bestMatchesForProject(projectId: string, filters: MatchFilters, now = new Date()): Promise<BestMatches> {
  const project = await Projects.findOneAsync({ _id: projectId });
  if (!project) throw userError(404, 'errors.notFound.project');
  const options = { weights: serverMatchWeights(), now };
  const { askedAt, applied } = await asksAndApplicantsOf(projectId);
  const rowOf = (kind: MatchRow['kind'], id: string, name: string, profile: MatchProfile, userId?: string): MatchRow => ({
    kind,
    id,
    name,
    ...(userId ? { userId } : {}),
    ...(userId && askedAt.has(userId) ? { askedAt: askedAt.get(userId) } : {}),
    ...(userId && applied.has(userId) ? { applied: true as const } : {}),
    ...scoreMatch(project, profile, options),
  });
  const people = await People.find({ status: 'published' }).fetchAsync();
  const experts = people.map((person) => rowOf('expert', person._id, `${person.firstName} ${person.lastInitial}.`, profileOfPerson(person), person.sourceUserId));
  const users = await usersCollection()
    .find({ roles: 'candidate', deletedAt: { $exists: false }, disabledAt: { $exists: false } }, { fields: { profile: 1, candidateData: 1 } })
    .fetchAsync();
  const candidates = users.map((user) => {
    const name = [user.profile?.name?.first, user.profile?.name?.last].filter(Boolean).join(' ') || user._id;
    return rowOf('candidate', user._id, name, profileOfCandidate(user), user._id);
  });
  return { experts: ranked(experts, filters), candidates: ranked(candidates, filters) };
}
