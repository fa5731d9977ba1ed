// An entry of the public expert directory ("Our Experts"), one per published expert. An admin
// creates or updates it from a candidate's data; it is anonymised the way staffing agencies do:
// first name and last initial only, no contact details, employers left out when asked.
//
// Carries docInfo: yes (who published or edited the entry and when). Carries accountId: no; the
// entry belongs to the agency's directory, not to a customer's company.
//
// Decisions where the spec is silent:
// - Statuses: `draft` (being prepared, invisible), `published` (in the directory) and
//   `unpublished` (withdrawn by an admin or at the expert's wish). The candidate sees this status.
// - `sourceUserId` links the entry to the candidate's account. It is never sent to visitors:
//   it would undo the anonymisation (see PUBLIC_PERSON_FIELDS). It is absent for experts the
//   agency lists from its own records.
// - `continent` is stored beside `country` (and must match it) so the directory filters by
//   continent with a plain index.
// - No rate means "rate on request". `remotePercent` is the share of remote work the expert
//   wants, filtered like a project's.
import {
  type Availability,
  availabilitySchema,
  arrayOf,
  CONTINENTS,
  type ContinentCode,
  continentOfCountry,
  COUNTRIES,
  type CountryCode,
  createSchema,
  distinctLanguages,
  type ExperienceEntry,
  experienceEntrySchema,
  FIELDS_OF_EXPERTISE,
  type FieldContext,
  type FieldOfExpertise,
  FILE_TOKEN_PATTERN,
  INDUSTRIES,
  type Industry,
  integer,
  type LanguageEntry,
  languageEntrySchema,
  LENGTH,
  listOf,
  manyOf,
  oneOf,
  optionalId,
  optionalText,
  type Rate,
  rateSchema,
  type Skill,
  SKILLS,
  slug,
  text,
  type TypeOfService,
  TYPES_OF_SERVICE,
} from '../common/lists';

export const PERSON_STATUSES = listOf({ draft: 'In preparation', published: 'Published', unpublished: 'Not published' });
export type PersonStatus = (typeof PERSON_STATUSES)[number]['value'];

export interface Person {
  _id: string;
  firstName: string;
  lastInitial: string;
  headline: string;
  summary?: string;
  photo?: string;
  city?: string;
  country: CountryCode;
  continent: ContinentCode;
  fieldsOfExpertise: FieldOfExpertise[];
  industries?: Industry[];
  skills: Skill[];
  typesOfService?: TypeOfService[];
  languages: LanguageEntry[];
  yearsOfExperience: number;
  experience?: ExperienceEntry[];
  rate?: Rate;
  availability?: Availability;
  remotePercent?: number;
  urlName: string;
  status: PersonStatus;
  publishedAt?: Date;
  sourceUserId?: string;
}

function continentMatchesCountry(this: FieldContext): string | undefined {
  const country = this.siblingField('country').value;
  if (typeof country !== 'string' || typeof this.value !== 'string') return undefined;
  const expected = continentOfCountry(country);
  return expected !== undefined && expected !== this.value ? 'notAllowed' : undefined;
}

export const personSchema = createSchema({
  _id: optionalId(),
  firstName: text(LENGTH.name),
  // One capital letter ("N" for Nováková): the surname itself is never stored here.
  lastInitial: { type: String, max: 1, regEx: /^\p{Lu}$/u },
  headline: text(LENGTH.short),
  summary: optionalText(LENGTH.note),
  photo: { type: String, regEx: FILE_TOKEN_PATTERN, optional: true },
  city: optionalText(LENGTH.short),
  country: oneOf(COUNTRIES),
  continent: { ...oneOf(CONTINENTS), custom: continentMatchesCountry },
  ...manyOf('fieldsOfExpertise', FIELDS_OF_EXPERTISE, 5, true),
  ...manyOf('industries', INDUSTRIES, 10),
  ...manyOf('skills', SKILLS, 50, true),
  ...manyOf('typesOfService', TYPES_OF_SERVICE, TYPES_OF_SERVICE.length),
  ...arrayOf('languages', languageEntrySchema, { custom: distinctLanguages, maxCount: 15, minCount: 1, optional: false }),
  yearsOfExperience: integer(0, 60),
  ...arrayOf('experience', experienceEntrySchema({ companyOptional: true }), { maxCount: 30 }),
  rate: { type: rateSchema, optional: true },
  availability: { type: availabilitySchema, optional: true },
  remotePercent: { ...integer(0, 100), optional: true },
  urlName: { ...slug(), label: 'URL name' },
  status: oneOf(PERSON_STATUSES),
  publishedAt: { type: Date, optional: true },
  sourceUserId: optionalId(),
});

/** What visitors and customers see of a published expert: everything but the account link. */
export const PUBLIC_PERSON_FIELDS = {
  firstName: 1,
  lastInitial: 1,
  headline: 1,
  summary: 1,
  photo: 1,
  city: 1,
  country: 1,
  continent: 1,
  fieldsOfExpertise: 1,
  industries: 1,
  skills: 1,
  typesOfService: 1,
  languages: 1,
  yearsOfExperience: 1,
  experience: 1,
  rate: 1,
  availability: 1,
  remotePercent: 1,
  urlName: 1,
  status: 1,
  publishedAt: 1,
} as const;
