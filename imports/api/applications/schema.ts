// A candidate's application to a project, with a status history the candidate can follow.
//
// Carries docInfo: yes (createdAt is the application date). Carries accountId: no; the
// candidate applies as a person, not for a company.
//
// Decisions where the spec is silent:
// - Pipeline: submitted → in review → shortlisted → interview → offer → accepted, with rejected
//   and withdrawn possible from every live stage (transitions in status.ts).
// - `statusHistory` starts with the `submitted` entry; every change appends one. Its notes are
//   shown to the candidate ("rejected: rate too high"), so internal remarks go to `adminNote`,
//   which is never sent to the candidate (CANDIDATE_APPLICATION_FIELDS).
// - One live application per project and person: `liveKey` (`<projectId>:<userId>`) is set while
//   the application is live and unset when it becomes final; a unique sparse index on it (in
//   collection.ts) makes two concurrent applies yield exactly one application. A withdrawn or
//   rejected application does not block a new one.
// - The proposed rate is optional (the profile's expected rate applies); so is a start date.
import {
  arrayOf,
  createSchema,
  id,
  LENGTH,
  listOf,
  oneOf,
  optionalId,
  optionalText,
  type Rate,
  rateSchema,
  type StatusChange,
  statusChangeSchema,
} from '../common/lists';

export const APPLICATION_STATUSES = listOf({
  submitted: 'Submitted', 'in-review': 'In review', shortlisted: 'Shortlisted', interview: 'Interview',
  offer: 'Offer', accepted: 'Accepted', rejected: 'Rejected', withdrawn: 'Withdrawn',
});
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]['value'];

export interface Application {
  _id: string;
  projectId: string;
  userId: string;
  peopleId?: string;
  note?: string;
  proposedRate?: Rate;
  availableFrom?: Date;
  status: ApplicationStatus;
  statusHistory: StatusChange<ApplicationStatus>[];
  adminNote?: string;
  /** `<projectId>:<userId>` while live, absent once final (see the top comment). */
  liveKey?: string;
}

export const applicationSchema = createSchema({
  _id: optionalId(),
  projectId: id(),
  userId: id(),
  peopleId: optionalId(),
  note: optionalText(LENGTH.note),
  proposedRate: { type: rateSchema, optional: true },
  availableFrom: { type: Date, optional: true },
  status: oneOf(APPLICATION_STATUSES),
  ...arrayOf('statusHistory', statusChangeSchema(APPLICATION_STATUSES), { maxCount: 50, minCount: 1, optional: false }),
  adminNote: optionalText(LENGTH.note),
  liveKey: { type: String, max: 60, optional: true },
});

/** What the candidate receives about their own applications (not the admins' remarks). */
export const CANDIDATE_APPLICATION_FIELDS = {
  projectId: 1,
  userId: 1,
  note: 1,
  proposedRate: 1,
  availableFrom: 1,
  status: 1,
  statusHistory: 1,
} as const;
