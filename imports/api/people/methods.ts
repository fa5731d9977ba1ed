// Expert-directory methods: admins publish entries from candidates (each publication is then
// tested against the customers' saved expert searches), edit and unpublish them;
// counting the directory ("N experts found") is public like the directory itself.
import { defineMethod } from '../common/define-method';
import { createSchema, id } from '../common/lists';
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

export const publishFromCandidateMethod = defineMethod({
  name: 'people.publishFromCandidate',
  params: createSchema({ userId: id(), overrides: { type: personInputSchema, optional: true } }),
  access: 'admin',
  // Every expert search hears of it (saved-searches/people-matching.ts): publishFromCandidate
  // queues the pass in the writeTogether that publishes (match-queue.ts), so a crash cannot keep
  // one without the other; a refresh of a published entry is tested too, never alerted twice.
  run: (userId: string, overrides?: PersonInput) => publishFromCandidate(userId, overrides),
});

export const updatePersonMethod = defineMethod({
  name: 'people.update',
  params: createSchema({
    personId: id(),
    changes: { type: personInputSchema },
    clear: { type: Array, optional: true, maxCount: PERSON_CLEARABLE_KEYS.length },
    'clear.$': { type: String, allowedValues: [...PERSON_CLEARABLE_KEYS] },
  }),
  access: 'admin',
  run: (personId: string, changes: PersonInput, clear?: ClearablePersonKey[]) => updatePerson(personId, changes, clear),
});

export const unpublishPersonMethod = defineMethod({
  name: 'people.unpublish',
  params: createSchema({ personId: id() }),
  access: 'admin',
  run: (personId: string) => unpublishPerson(personId),
});

export const countPeopleMethod = defineMethod({
  name: 'people.count',
  params: createSchema({ filters: { type: peopleFiltersSchema, optional: true } }),
  access: 'public',
  run(filters?: PeopleFilters) {
    return People.find(directorySelector(directoryFiltersFor(filters ?? {}, this.user))).countAsync();
  },
});

export const peopleMethods = [publishFromCandidateMethod, updatePersonMethod, unpublishPersonMethod, countPeopleMethod];
