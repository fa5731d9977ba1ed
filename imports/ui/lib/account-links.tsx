// The links in accounts e-mails (`#/reset-password/…`, `#/enroll-account/…`, `#/verify-email/…`)
// handled once when the app starts: reset and enrolment go to their screens, a verification runs
// at once and its result is shown in a dialog. The token leaves the address bar in every case.
// The password client that handles them loads only when the page opened from such a link.
import { accountsLinkIn } from 'meteor/accounts-base';
import type { handleAccountsLinks } from 'meteor/accounts-password';
import { useEffect, useRef } from 'react';
import { useModal } from '../modals/modal-context';

export interface AccountsLinksProps {
  /** Replaces the current address (the router's navigate with `replace`). */
  navigate: (path: string) => void;
  location?: { hash: string; pathname: string };
  handle?: typeof handleAccountsLinks;
}

const handleWithPasswordClient: typeof handleAccountsLinks = async (location, navigate) =>
  (await import('meteor/accounts-password')).handleAccountsLinks(location, navigate);

export function AccountsLinks({ navigate, location = window.location, handle = handleWithPasswordClient }: AccountsLinksProps) {
  const { show } = useModal();
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    if (!accountsLinkIn(location.hash)) return;
    handle({ hash: location.hash, pathname: location.pathname }, navigate)
      .then((outcome) => {
        if (outcome?.type !== 'verify-email') return;
        show('succesfuly-saved', {
          heading: outcome.ok ? 'E-mail verified' : 'E-mail not verified',
          message: outcome.ok ? outcome.message : `${outcome.message} Please ask for a new link or contact us.`,
        });
      })
      .catch((error: unknown) => console.error('The link from the e-mail could not be handled', error));
  }, [handle, location, navigate, show]);
  return null;
}
