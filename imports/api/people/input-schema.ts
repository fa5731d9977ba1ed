// What an admin writes on an expert entry, as schemas the browser can import too: the back
// office's entry editor validates with exactly the schema people.update uses.
import { partialSchema } from '../common/schema-checks';
import { type Person, personSchema } from './schema';

/** What an admin may write on an entry, whether publishing it or editing it later. */
export const PERSON_INPUT_KEYS = [
  'firstName',
  'lastInitial',
  'headline',
  'summary',
  'photo',
  'city',
  'country',
  'continent',
  'fieldsOfExpertise',
  'industries',
  'skills',
  'typesOfService',
  'languages',
  'yearsOfExperience',
  'experience',
  'rate',
  'availability',
  'remotePercent',
  'urlName',
] as const;

export const PERSON_CLEARABLE_KEYS = ['summary', 'photo', 'city', 'industries', 'typesOfService', 'experience', 'rate', 'availability', 'remotePercent'] as const;

export type PersonInput = Partial<Pick<Person, (typeof PERSON_INPUT_KEYS)[number]>>;
export type ClearablePersonKey = (typeof PERSON_CLEARABLE_KEYS)[number];

export const personInputSchema = partialSchema(personSchema, PERSON_INPUT_KEYS);
