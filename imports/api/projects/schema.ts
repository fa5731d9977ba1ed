// A project a customer (or an admin on a client's behalf) posts, structured the way DACH/CEE
// staffing boards do: remote share, onsite location, start, duration, workload, rate range or
// "on request", required languages with a minimum level and the contract type.
//
// Carries docInfo: yes. Carries accountId: yes when a customer posts it (their company); admins
// may post for clients without an account, so the lead attaches it as optional.
//
// Decisions where the spec is silent:
// - Statuses are draft → open → closed, and any of them → archived (put away by an admin: out of
//   every public page and of the admin table's default view, its applications and NDAs kept;
//   restoring returns it to the status it had, kept in `statusBeforeArchive`). A draft may be incomplete (admins fill it in over
//   time); publishing (projects.publish) should require description, start, skills and a rate
//   or "on request" and set `publishedAt` and `referenceNumber` (`P-2026-0142`).
// - Location: `city` and `country` stay top-level (the list page reads them); `country` is an
//   ISO 3166-1 code and `continent` must match it. A fully remote project may give continent
//   WORLD and no country.
// - Start is either ASAP (`startAsap`) or a date (`startDate`), not both. Duration is in months
//   with an "extension possible" flag; workload is a percentage of full time.
// - `clientName` is the confidential end client, for admins only; cards show the industry.
// - `adminNotes` are the agency's internal notes (contact person, margin, history): admins only.
// - `ndaRequired`: candidates agree to an NDA (made for them from the active NDA template) before
//   `applications.apply` accepts their application (people-documents' `peopleDocuments.projectNda`).
// - More decisions (publishing, reference numbers, URL names, filters) are in logic.ts and
//   filters.ts.
import {
  CONTINENTS,
  type ContinentCode,
  continentOfCountry,
  COUNTRIES,
  createSchema,
  distinctLanguages,
  FIELDS_OF_EXPERTISE,
  type FieldContext,
  type FieldOfExpertise,
  INDUSTRIES,
  type Industry,
  arrayOf,
  integer,
  type LanguageRequirement,
  languageRequirementSchema,
  LENGTH,
  listOf,
  manyOf,
  oneOf,
  optionalId,
  optionalText,
  PROJECT_REFERENCE_PATTERN,
  type RateRange,
  rateRangeSchema,
  type Skill,
  SKILLS,
  slug,
  text,
  type TypeOfService,
  TYPES_OF_SERVICE,
} from '../common/lists';

export const PROJECT_STATUSES = ['draft', 'open', 'closed', 'archived'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** The statuses an archived project may be restored to. */
export const RESTORABLE_STATUSES = ['draft', 'open', 'closed'] as const;
export type RestorableStatus = (typeof RESTORABLE_STATUSES)[number];

/** The projects anyone may read (their public fields): open and closed ones, never drafts nor archived ones. */
export const PUBLIC_PROJECT = { status: { $in: ['open', 'closed'] } };

export const PROJECT_STATUS_OPTIONS = listOf({ draft: 'Draft', open: 'Open', closed: 'Closed', archived: 'Archived' });

export interface Project {
  _id: string;
  title: string;
  urlName: string;
  status: ProjectStatus;
  summary: string;
  city?: string;
  /** ISO 3166-1 code (a CountryCode). Typed as string while the first-cut demo data stores names. */
  country?: string;
  remotePercent?: number;
  publishedAt?: Date;
  description?: string;
  continent?: ContinentCode;
  startAsap?: boolean;
  startDate?: Date;
  durationMonths?: number;
  extensionPossible?: boolean;
  workloadPercent?: number;
  rate?: RateRange;
  skills?: Skill[];
  fieldOfExpertise?: FieldOfExpertise;
  industry?: Industry;
  typeOfService?: TypeOfService;
  languages?: LanguageRequirement[];
  referenceNumber?: string;
  clientName?: string;
  closedAt?: Date;
  archivedAt?: Date;
  statusBeforeArchive?: RestorableStatus;
  adminNotes?: string;
  docInfo?: { createdAt: Date; createdBy?: string; updatedAt: Date; updatedBy?: string };
  accountId?: string;
  /** Candidates agree to the project's NDA before their application is sent. */
  ndaRequired?: boolean;
}

function continentMatchesCountry(this: FieldContext): string | undefined {
  const country = this.siblingField('country').value;
  if (typeof country !== 'string' || typeof this.value !== 'string') return undefined;
  return continentOfCountry(country) !== this.value ? 'notAllowed' : undefined;
}

function notWithAsap(this: FieldContext): string | undefined {
  // Only a date beside ASAP conflicts: collection2 also runs this on the update that removes the
  // date (`$unset: { startDate: '' }`, value ''), which must pass.
  return this.value instanceof Date && this.siblingField('startAsap').value === true ? 'asapWithDate' : undefined;
}

export const projectSchema = createSchema({
  _id: optionalId(),
  title: text(LENGTH.title),
  urlName: { ...slug(), label: 'URL name' },
  status: { type: String, allowedValues: [...PROJECT_STATUSES] },
  summary: text(LENGTH.summary),
  city: optionalText(100),
  country: { ...oneOf(COUNTRIES), optional: true },
  remotePercent: { ...integer(0, 100), optional: true },
  publishedAt: { type: Date, optional: true },
  description: optionalText(LENGTH.long),
  continent: { ...oneOf(CONTINENTS), optional: true, custom: continentMatchesCountry },
  startAsap: { type: Boolean, optional: true },
  startDate: { type: Date, optional: true, custom: notWithAsap },
  durationMonths: { ...integer(1, 60), optional: true },
  extensionPossible: { type: Boolean, optional: true },
  workloadPercent: { ...integer(10, 100), optional: true },
  rate: { type: rateRangeSchema, optional: true },
  ...manyOf('skills', SKILLS, 30),
  fieldOfExpertise: { ...oneOf(FIELDS_OF_EXPERTISE), optional: true },
  industry: { ...oneOf(INDUSTRIES), optional: true },
  typeOfService: { ...oneOf(TYPES_OF_SERVICE), optional: true },
  ...arrayOf('languages', languageRequirementSchema, { maxCount: 6, custom: distinctLanguages }),
  referenceNumber: { type: String, max: 14, regEx: PROJECT_REFERENCE_PATTERN, optional: true },
  clientName: optionalText(LENGTH.short),
  closedAt: { type: Date, optional: true },
  archivedAt: { type: Date, optional: true },
  statusBeforeArchive: { type: String, allowedValues: [...RESTORABLE_STATUSES], optional: true },
  adminNotes: optionalText(LENGTH.note),
  ndaRequired: { type: Boolean, optional: true, label: 'Candidates agree to an NDA before applying' },
});

/** Fields anyone may see of an open project (not the confidential client name). */
export const publicProjectFields = {
  title: 1,
  urlName: 1,
  status: 1,
  summary: 1,
  city: 1,
  country: 1,
  remotePercent: 1,
  publishedAt: 1,
  description: 1,
  continent: 1,
  startAsap: 1,
  startDate: 1,
  durationMonths: 1,
  extensionPossible: 1,
  workloadPercent: 1,
  rate: 1,
  skills: 1,
  fieldOfExpertise: 1,
  industry: 1,
  typeOfService: 1,
  languages: 1,
  referenceNumber: 1,
  ndaRequired: 1,
} as const;
