// What the invitation link's screen learns before the invitee answers (`companyInvitations.byLink`),
// browser-safe.
import type { CompanyRole } from '../companies/schema';

export interface InvitationByLink {
  invitationId: string;
  companyName: string;
  inviterName: string;
  role: CompanyRole;
  address: string;
  /** Whether the address has an account: then its owner signs in to answer, else signs up at the link. */
  hasAccount: boolean;
}

/** What accepting with a sign-up answers the method (which signs the account in), and its receipt keeps: no secret. */
export interface SignedUpByLink {
  userId: string;
  invitationId: string;
}
