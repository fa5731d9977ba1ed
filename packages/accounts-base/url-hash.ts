// The links in accounts mails, as Meteor's accounts-base reads them from `location.hash`
// (`#/reset-password/TOKEN`, `#/verify-email/TOKEN`, `#/enroll-account/TOKEN`). Here so a page can
// tell whether it opened from such a link before it loads the password client that handles it.
export type AccountsLinkKind = 'reset-password' | 'verify-email' | 'enroll-account';

const LINK = /^#\/(reset-password|verify-email|enroll-account)\/(.+)$/;

/** The link's kind and token, or null when the hash is no accounts link. */
export function accountsLinkIn(hash: string): { kind: AccountsLinkKind; token: string } | null {
  const match = LINK.exec(hash);
  return match ? { kind: match[1] as AccountsLinkKind, token: match[2] as string } : null;
}
