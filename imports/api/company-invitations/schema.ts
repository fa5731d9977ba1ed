// A company's invitation to one e-mail address: membership needs the invitee's consent. An owner
// (or an admin) invites; the invitee accepts or declines from the mailed link or, signed in, from
// My Company. Only acceptance makes a membership (and, for an unknown address, the account).
//
// Carries docInfo: yes. Carries accountId: no (`companyId` names the company it is for).
//
// Decisions where the spec is silent:
// - `address` is stored trimmed and lower-cased: one pending invitation per (company, address),
//   kept unique by `pendingKey` (`<companyId>:<address>`, set only while pending); inviting a
//   pending address again renews it (new link, new expiry) instead of adding a second one.
// - The link's token is stored only as its SHA-256 (`hashedToken`), like Meteor's login tokens,
//   and removed once the invitation is answered or revoked: a link works once.
// - Expiry is not a stored status: a pending invitation past `expiresAt` (14 days) is expired.
import { createSchema, email, id, LENGTH, listOf, oneOf, optionalId, text } from '../common/lists';
import { COMPANY_ROLES, type CompanyRole } from '../companies/schema';

/** How long a link works. */
export const INVITATION_LIFETIME_MS = 14 * 24 * 60 * 60_000;

export const COMPANY_INVITATION_STATUSES = listOf({ pending: 'Pending', accepted: 'Accepted', declined: 'Declined', revoked: 'Revoked' });
export type CompanyInvitationStatus = (typeof COMPANY_INVITATION_STATUSES)[number]['value'];

export interface CompanyInvitation {
  _id: string;
  companyId: string;
  invitedBy: string;
  /** The company's and the inviter's names as the mail gave them, for the invitee who cannot read either. */
  companyName: string;
  inviterName: string;
  role: CompanyRole;
  address: string;
  createdAt: Date;
  expiresAt: Date;
  status: CompanyInvitationStatus;
  hashedToken?: string;
  pendingKey?: string;
  answeredAt?: Date;
}

/** What members see of an invitation: everything but the link's hash and the uniqueness key. */
export type CompanyInvitationView = Omit<CompanyInvitation, 'hashedToken' | 'pendingKey'>;

export const companyInvitationSchema = createSchema({
  _id: optionalId(),
  companyId: id(),
  invitedBy: id(),
  companyName: text(LENGTH.short),
  inviterName: text(LENGTH.short),
  role: oneOf(COMPANY_ROLES),
  address: email(),
  createdAt: { type: Date },
  expiresAt: { type: Date },
  status: oneOf(COMPANY_INVITATION_STATUSES),
  hashedToken: { type: String, max: 100, optional: true },
  pendingKey: { type: String, max: 300, optional: true },
  answeredAt: { type: Date, optional: true },
});
