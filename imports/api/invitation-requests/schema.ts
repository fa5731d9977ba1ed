// A request for an invitation: someone who may not register freely (a customer, or a candidate
// outside an open campaign) leaves their details; an admin answers by sending an invitation
// (an enroll link) or declines.
//
// Carries docInfo: yes (createdBy is empty: visitors send these). Carries accountId: no.
//
// Decisions where the spec is silent:
// - The name is split like `profile.name`, so an accepted request becomes the invited account
//   without retyping; `kind` says which account the person wants (candidate or customer).
// - Statuses: new → invited | declined. `invitedUserId` links the account created for the
//   invitation. One open request per e-mail address: `openKey` (the lower-cased e-mail) is set
//   while the request is new and unset once answered; a unique sparse index on it (collection.ts)
//   makes a repeated request a no-op.
// - `consentAt` records when the person agreed that their details are processed (GDPR).
import {
  createSchema,
  email,
  LENGTH,
  listOf,
  oneOf,
  optionalId,
  optionalPhone,
  optionalText,
  text,
} from '../common/lists';
import type { MessageId } from '../../i18n/message-ids';

export const INVITATION_REQUEST_KINDS = listOf({ candidate: 'Expert looking for projects', customer: 'Company looking for experts' });
export type InvitationRequestKind = (typeof INVITATION_REQUEST_KINDS)[number]['value'];
/** The kinds' words in the reader's language: the request form and the back office say the same. */
export const INVITATION_REQUEST_KIND_IDS = { candidate: 'join.request.kind.candidate', customer: 'join.request.kind.customer' } as const satisfies Record<InvitationRequestKind, MessageId>;

export const INVITATION_REQUEST_STATUSES = listOf({ new: 'New', invited: 'Invitation sent', declined: 'Declined' });
export type InvitationRequestStatus = (typeof INVITATION_REQUEST_STATUSES)[number]['value'];

export interface InvitationRequest {
  _id: string;
  email: string;
  name: { first: string; last: string };
  kind: InvitationRequestKind;
  company?: string;
  phone?: string;
  message?: string;
  consentAt?: Date;
  status: InvitationRequestStatus;
  invitedAt?: Date;
  invitedUserId?: string;
  openKey?: string;
}

export const invitationRequestSchema = createSchema({
  _id: optionalId(),
  email: email(),
  name: { type: Object },
  'name.first': text(LENGTH.name),
  'name.last': text(LENGTH.name),
  kind: oneOf(INVITATION_REQUEST_KINDS),
  company: optionalText(LENGTH.short),
  phone: optionalPhone(),
  message: optionalText(LENGTH.note),
  consentAt: { type: Date, optional: true },
  status: oneOf(INVITATION_REQUEST_STATUSES),
  invitedAt: { type: Date, optional: true },
  invitedUserId: optionalId(),
  openKey: { type: String, max: 254, optional: true },
});
