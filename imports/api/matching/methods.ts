// Matching methods: thin shells (argument schema, access, call into logic). Best matches and
// asking to apply are for admins only: the rows name candidates and their reasons, which only the
// agency may see. How an expert fits one's own open requests is for whoever may request experts
// (customers, and admins for their own: request-fit.ts).
import type { ActingUser } from '../common/acting-user';
import { defineMethod } from '../common/define-method';
import { createSchema, id, integer } from '../common/lists';
import { askToApply } from './ask-to-apply';
import { bestMatchesForProject, type MatchFilters } from './best-matches';
import { fitForMyRequests } from './request-fit';

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

export const fitForMyRequestsMethod = defineMethod({
  name: 'matching.fitForMyRequests',
  params: createSchema({ peopleId: id() }),
  access: 'people',
  run(peopleId: string) {
    return fitForMyRequests(this.user as ActingUser, peopleId);
  },
});

export const matchingMethods = [bestMatchesMethod, askToApplyMethod, fitForMyRequestsMethod];
