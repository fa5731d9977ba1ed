// What this app does with the links in accounts mails (Meteor parses `location.hash` with
// `^#/(reset-password|verify-email|enroll-account)/(.*)$` and hands the token to callbacks):
// `#/reset-password/TOKEN` goes to `/engine/reset-password/TOKEN`, `#/enroll-account/TOKEN` to
// `/engine/join/TOKEN`, and `#/verify-email/TOKEN` verifies the address at once and answers a
// message to show; the hash (and so the token) leaves the address bar in every case.
import { accountsLinkIn } from '../accounts-base/url-hash';

export interface LinkLocation {
  hash: string;
  pathname?: string;
}

export type AccountsLinkOutcome =
  | { type: 'reset-password' | 'enroll-account'; token: string }
  | { type: 'verify-email'; ok: boolean; message: string };

export const EMAIL_VERIFIED_MESSAGE = 'Your e-mail address has been verified.';

export async function handleAccountsLinks(
  location: LinkLocation,
  navigate: (path: string) => void,
  verifyEmail: (token: string) => Promise<unknown>,
): Promise<AccountsLinkOutcome | null> {
  const link = accountsLinkIn(location.hash);
  if (!link) return null;
  const { kind, token } = link;
  if (kind === 'reset-password') {
    navigate(`/engine/reset-password/${token}`);
    return { type: kind, token };
  }
  if (kind === 'enroll-account') {
    navigate(`/engine/join/${token}`);
    return { type: kind, token };
  }
  navigate(location.pathname ?? '/engine/projects');
  try {
    await verifyEmail(token);
    return { type: kind, ok: true, message: EMAIL_VERIFIED_MESSAGE };
  } catch (error) {
    const reason = (error as { reason?: unknown }).reason;
    return { type: kind, ok: false, message: typeof reason === 'string' ? reason : 'The e-mail address could not be verified.' };
  }
}
