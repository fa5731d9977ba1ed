// Matching methods: thin shells (argument schema, access, call into logic). Admins only: the
// rows name candidates and their reasons, which only the agency may see.
import { defineMethod } from '../common/define-method';
import { createSchema, id, integer } from '../common/lists';
import { askToApply } from './ask-to-apply';
import { bestMatchesForProject, type MatchFilters } from './best-matches';

export const matchFiltersSchema = createSchema({
  minScore: { ...integer(0, 100), optional: true },
  onlyAvailable: { type: Boolean, optional: true },
  hideFailedHard: { type: Boolean, optional: true },
  limit: { ...integer(1, 50), optional: true },
});

export const bestMatchesMethod = defineMethod({
  name: 'matching.bestForProject',
  params: createSchema({ projectId: id(), filters: { type: matchFiltersSchema, optional: true } }),
  access: 'admin',
  run: (projectId: string, filters?: MatchFilters) => bestMatchesForProject(projectId, filters ?? {}),
});

export const askToApplyMethod = defineMethod({
  name: 'matching.askToApply',
  params: createSchema({ projectId: id(), userId: id() }),
  access: 'admin',
  run(projectId: string, userId: string) {
    return askToApply(this.userId as string, projectId, userId);
  },
});

export const matchingMethods = [bestMatchesMethod, askToApplyMethod];
