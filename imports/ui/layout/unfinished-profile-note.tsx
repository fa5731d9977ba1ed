// For a candidate who left the sign-up wizard before its end: on every page but the wizard's own,
// a note with a link to the first unfinished step, until the wizard is complete. So a reload or a
// later sign-in (on the sign-in page or in the login dialog alike) finds the way back. A note
// rather than a redirect, so the page they came for still opens.
import Container from 'react-bootstrap/Container';
import { FormattedMessage } from 'react-intl';
import { Link, matchPath, useLocation } from 'react-router';
import { paths } from '../app/paths';
import { useCurrentAccount } from '../lib/account-context';
import { rolesOf } from '../../api/common/permissions';
import { useWizardUser } from '../lib/own-user-data';
import { firstUnfinishedStep } from '../lib/wizard-state';

const WIZARD_PATTERNS = [...paths.signUp.patterns, ...paths.signUpStep.patterns, ...paths.join.patterns];

function inWizard(pathname: string): boolean {
  return WIZARD_PATTERNS.some((pattern) => matchPath(pattern, pathname) !== null);
}

export function UnfinishedProfileNote() {
  const { userId, user: account } = useCurrentAccount();
  const { pathname } = useLocation();
  const shown = Boolean(userId) && rolesOf(account).includes('candidate') && !inWizard(pathname);
  const { loading, user } = useWizardUser(shown ? userId : null);
  const step = shown && !loading && user ? firstUnfinishedStep(user) : null;
  if (!step) return null;
  return (
    <Container className="pt-3">
      <div className="alert alert-info d-flex flex-wrap align-items-center gap-2 mb-0">
        <span>
          <FormattedMessage id="layout.unfinishedProfile" />
        </span>
        <Link className="alert-link" to={paths.signUpStep.href(step)}>
          <FormattedMessage id="page-kit.continueProfile" />
        </Link>
      </div>
    </Container>
  );
}
