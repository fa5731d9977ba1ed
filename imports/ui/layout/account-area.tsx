// The header's account area (spec §2): Sign up / Sign in for visitors, the account menu for
// users, and nothing while a login is in progress so the buttons do not flash.
import { Suspense } from 'react';
import Button from 'react-bootstrap/Button';
import { FormattedMessage } from 'react-intl';
import { matchPath, useLocation, useNavigate } from '../app/routing';
import { paths } from '../app/paths';
import { useCurrentAccount } from '../lib/account-context';
import { useModal } from '../modals/modal-context';
import { lazyComponent } from '../lib/lazy-component';

// Only signed-in users need the dropdown (and its positioning library).
const AccountMenu = lazyComponent<object>('the account menu', () => import('./account-menu').then((module) => ({ default: module.AccountMenu })));

function isProjectView(pathname: string): boolean {
  return paths.project.patterns.some((pattern) => matchPath(pattern, pathname) !== null);
}

export function AccountArea() {
  const { userId, loggingIn } = useCurrentAccount();
  const { show } = useModal();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (loggingIn) return null;
  if (userId) {
    return (
      <Suspense fallback={null}>
        <AccountMenu />
      </Suspense>
    );
  }
  // On a project's page the visitor wants to apply: straight to the candidate sign-up.
  const signUp = () => (isProjectView(pathname) ? navigate(paths.signUp.href()) : show('sign-up'));
  return (
    <div className="d-flex gap-2 mt-2 mt-lg-0">
      <Button variant="outline-primary" size="sm" onClick={signUp}>
        <FormattedMessage id="layout.signUp" />
      </Button>
      <Button size="sm" onClick={() => show('login')}>
        <FormattedMessage id="layout.signIn" />
      </Button>
    </div>
  );
}
