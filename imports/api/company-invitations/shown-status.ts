// The status a person sees, browser-safe: expiry is not stored, so a pending invitation past
// `expiresAt` shows as expired.
import type { CompanyInvitation, CompanyInvitationStatus } from './schema';

export type ShownInvitationStatus = CompanyInvitationStatus | 'expired';

export function shownStatus(invitation: Pick<CompanyInvitation, 'status' | 'expiresAt'>, now = Date.now()): ShownInvitationStatus {
  return invitation.status === 'pending' && new Date(invitation.expiresAt).getTime() <= now ? 'expired' : invitation.status;
}
