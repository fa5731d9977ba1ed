// A request for experts: a customer (logged in) or a visitor (leaving contact details) asks the
// agency for one or more experts, optionally naming experts from the directory.
//
// Carries docInfo: yes. Carries accountId: yes when a logged-in customer sends it (their
// selected company); a visitor's request has none, so the lead attaches it as optional.
//
// Decisions where the spec is silent:
// - Statuses new → in progress → closed (transitions in status.ts), with a status history both
//   sides can see and a reason when closed (filled, no match, cancelled, duplicate, spam).
// - Exactly one of `userId` and `contact`: a logged-in customer is reached through the account,
//   a visitor through the contact details, which are then required; `contact.consentAt` records
//   when the visitor agreed that those details are processed (GDPR).
// - Start is ASAP or a date, duration in months, as on projects.
// - What the experts need is optional and has a project's shapes, so the match (matching/score.ts)
//   reads a request as it reads a project: skills from the same list, languages with a minimum
//   CEFR level, a rate range with currency and unit (matching/profile.ts maps it).
import {
  arrayOf,
  type ContactDetails,
  contactDetailsFields,
  createSchema,
  distinctLanguages,
  type FieldContext,
  FIELDS_OF_EXPERTISE,
  type FieldOfExpertise,
  id,
  integer,
  type LanguageRequirement,
  languageRequirementSchema,
  LENGTH,
  listOf,
  manyOf,
  oneOf,
  optionalId,
  optionalText,
  type RateRange,
  rateRangeSchema,
  type Skill,
  SKILLS,
  type StatusChange,
  statusChangeSchema,
  text,
} from '../common/lists';

export const REQUEST_STATUSES = listOf({ new: 'New', 'in-progress': 'In progress', closed: 'Closed' });
export type RequestStatus = (typeof REQUEST_STATUSES)[number]['value'];

export const REQUEST_CLOSE_REASONS = listOf({
  filled: 'Experts found', 'no-match': 'No suitable expert', cancelled: 'Cancelled by the customer',
  duplicate: 'Duplicate request', spam: 'Spam',
});
export type RequestCloseReason = (typeof REQUEST_CLOSE_REASONS)[number]['value'];

export interface RequestContact extends ContactDetails {
  consentAt?: Date;
}

export interface ExpertRequest {
  _id: string;
  userId?: string;
  contact?: RequestContact;
  title?: string;
  message: string;
  expertsWanted: number;
  peopleIds?: string[];
  fieldOfExpertise?: FieldOfExpertise;
  skills?: Skill[];
  /** Languages the experts need, each at or above a CEFR level (as a project's). */
  languages?: LanguageRequirement[];
  /** What the customer means to pay (as a project's rate). */
  rate?: RateRange;
  startAsap?: boolean;
  startDate?: Date;
  durationMonths?: number;
  status: RequestStatus;
  statusHistory: StatusChange<RequestStatus>[];
  closeReason?: RequestCloseReason;
  /** The sender's selected company, when a logged-in customer sends it. */
  accountId?: string;
}

export const requestContactSchema = createSchema({
  ...contactDetailsFields,
  consentAt: { type: Date, optional: true },
});

function contactUnlessUser(this: FieldContext): string | undefined {
  const hasUser = this.siblingField('userId').isSet;
  if (!hasUser && !this.isSet) return 'required';
  if (hasUser && this.isSet) return 'notAllowed';
  return undefined;
}

/** What the experts need, all optional, in a project's shapes (`peopleRequests.send` takes the same). */
export const requestRequirementFields = {
  ...manyOf('skills', SKILLS, 30),
  ...arrayOf('languages', languageRequirementSchema, { maxCount: 6, custom: distinctLanguages }),
  rate: { type: rateRangeSchema, optional: true },
};

export const requestSchema = createSchema({
  _id: optionalId(),
  userId: optionalId(),
  contact: { type: requestContactSchema, optional: true, custom: contactUnlessUser },
  title: optionalText(LENGTH.title),
  message: text(LENGTH.note),
  expertsWanted: integer(1, 50),
  ...arrayOf('peopleIds', id(), { maxCount: 20 }),
  fieldOfExpertise: { ...oneOf(FIELDS_OF_EXPERTISE), optional: true },
  ...requestRequirementFields,
  startAsap: { type: Boolean, optional: true },
  startDate: { type: Date, optional: true },
  durationMonths: { ...integer(1, 60), optional: true },
  status: oneOf(REQUEST_STATUSES),
  ...arrayOf('statusHistory', statusChangeSchema(REQUEST_STATUSES), { maxCount: 50, minCount: 1, optional: false }),
  closeReason: { ...oneOf(REQUEST_CLOSE_REASONS), optional: true },
  accountId: optionalId(),
});
