// Expert-directory methods: admins publish entries from candidates, edit and unpublish them;
// counting the directory ("N experts found") is public like the directory itself.
import { defineMethod, registerMethods } from '../common/define-method';
import { createSchema, id } from '../common/lists';
import { type CandidateQuery, candidateQuerySchema, type EntryQuery, entryQuerySchema } from './admin-list';
import { countCandidates, entrySelector } from './admin-queries';
import { directoryFiltersFor } from './rate-visibility';
import { People } from './collection';
import { directorySelector, type PeopleFilters } from './filters';
import { peopleFiltersSchema } from './filters-schema';
import {
  type ClearablePersonKey,
  PERSON_CLEARABLE_KEYS,
  type PersonInput,
  personInputSchema,
  publishFromCandidate,
  unpublishPerson,
  updatePerson,
} from './logic';

export const publishFromCandidateMethod = defineMethod<{ userId: string; overrides?: PersonInput }, Awaited<ReturnType<typeof publishFromCandidate>>>({
  name: 'people.publishFromCandidate',
  params: createSchema({ userId: id(), overrides: { type: personInputSchema, optional: true } }),
  access: 'admin',
  run: ({ userId, overrides }) => publishFromCandidate(userId, overrides),
});

export const updatePersonMethod = defineMethod<{ personId: string; changes: PersonInput; clear?: ClearablePersonKey[] }, { urlName: string }>({
  name: 'people.update',
  params: createSchema({
    personId: id(),
    changes: { type: personInputSchema },
    clear: { type: Array, optional: true, maxCount: PERSON_CLEARABLE_KEYS.length },
    'clear.$': { type: String, allowedValues: [...PERSON_CLEARABLE_KEYS] },
  }),
  access: 'admin',
  run: ({ personId, changes, clear }) => updatePerson(personId, changes, clear),
});

export const unpublishPersonMethod = defineMethod<{ personId: string }, { status: 'unpublished' }>({
  name: 'people.unpublish',
  params: createSchema({ personId: id() }),
  access: 'admin',
  run: ({ personId }) => unpublishPerson(personId),
});

export const countPeopleMethod = defineMethod<{ filters?: PeopleFilters }, number>({
  name: 'people.count',
  params: createSchema({ filters: { type: peopleFiltersSchema, optional: true } }),
  access: 'public',
  run: ({ filters }, { user }) => People.find(directorySelector(directoryFiltersFor(filters ?? {}, user))).countAsync(),
});

/** How many candidates the back office's candidate filters match (its pager's page count). */
export const countAdminCandidatesMethod = defineMethod<{ query?: CandidateQuery }, number>({
  name: 'people.adminCandidatesCount',
  params: createSchema({ query: { type: candidateQuerySchema, optional: true } }),
  access: 'admin',
  run: ({ query }) => countCandidates(query ?? {}),
});

/** How many directory entries the back office's entry filters match. */
export const countAdminEntriesMethod = defineMethod<{ query?: EntryQuery }, number>({
  name: 'people.adminCount',
  params: createSchema({ query: { type: entryQuerySchema, optional: true } }),
  access: 'admin',
  run: ({ query }) => People.find(entrySelector(query ?? {})).countAsync(),
});

export function registerPeopleMethods(): void {
  registerMethods([publishFromCandidateMethod, updatePersonMethod, unpublishPersonMethod, countPeopleMethod, countAdminCandidatesMethod, countAdminEntriesMethod]);
}
