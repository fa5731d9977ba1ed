// A message sent through the contact form (the contact-us modal), by a visitor or a user.
//
// Carries docInfo: yes (createdBy is set when a logged-in user writes). Carries accountId: no.
//
// Decisions where the spec is silent:
// - Name, e-mail and message are required; phone, company and subject are optional. `url` is
//   the page the form was sent from, which tells the team what the question is about.
// - `consentAt` records when the sender agreed that their details are used to answer (GDPR);
//   the method sets it from the form's consent checkbox, which must be ticked.
// - Statuses: new → answered → archived, set by admins; there is no public view of messages.
import {
  type ContactDetails,
  contactDetailsFields,
  createSchema,
  LENGTH,
  listOf,
  oneOf,
  optionalId,
  optionalText,
  text,
  URL_PATTERN,
} from '../common/lists';

export const CONTACT_MESSAGE_STATUSES = listOf({ new: 'New', answered: 'Answered', archived: 'Archived' });
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number]['value'];

export interface ContactMessage extends ContactDetails {
  _id: string;
  subject?: string;
  message: string;
  url?: string;
  userId?: string;
  consentAt?: Date;
  status: ContactMessageStatus;
}

export const contactMessageSchema = createSchema({
  _id: optionalId(),
  ...contactDetailsFields,
  subject: optionalText(LENGTH.title),
  message: text(LENGTH.note),
  url: { type: String, max: 2000, regEx: URL_PATTERN, optional: true },
  userId: optionalId(),
  consentAt: { type: Date, optional: true },
  status: oneOf(CONTACT_MESSAGE_STATUSES),
});
