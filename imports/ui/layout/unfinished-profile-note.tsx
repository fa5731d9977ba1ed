// For a candidate who left the sign-up wizard before its end: on every page but the wizard's own,
// a note with a link to the first unfinished step, until the wizard is complete. So a reload or a
// later sign-in (on the sign-in page or in the login dialog alike) finds the way back. A note
// rather than a redirect, so the page they came for still opens. The note itself (the wizard's
// data and steps) loads only for a signed-in candidate: a visitor's first page does without it.
import { Suspense } from 'react';
import { matchPath, useLocation } from '../app/routing';
import { paths } from '../app/paths';
import { useCurrentAccount } from '../lib/account-context';
import { lazyComponent } from '../lib/lazy-component';
import { rolesOf } from '../../api/common/permissions';

const WIZARD_PATTERNS = [...paths.signUp.patterns, ...paths.signUpStep.patterns, ...paths.join.patterns];

// Its words are the shell's (the `public` part, always loaded).
const UnfinishedProfileLink = lazyComponent<{ userId: string }>('the unfinished profile note', () => import('./unfinished-profile-link'), { catalogs: [] });

function inWizard(pathname: string): boolean {
  return WIZARD_PATTERNS.some((pattern) => matchPath(pattern, pathname) !== null);
}

export function UnfinishedProfileNote() {
  const { userId, user: account } = useCurrentAccount();
  const { pathname } = useLocation();
  if (!userId || !rolesOf(account).includes('candidate') || inWizard(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <UnfinishedProfileLink userId={userId} />
    </Suspense>
  );
}
