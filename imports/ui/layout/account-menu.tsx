// The signed-in user's dropdown: name, avatar and badge on the toggle; their pages, Hide Prices
// for dual-role users, and Log out (which lands on the project list).
import { type ReactNode, Suspense } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from '../app/routing';
import { HOME, paths } from '../app/paths';
import { useCurrentAccount } from '../lib/account-context';
import { rolesOf, seesHidePricesSwitch } from '../../api/common/permissions';
import { displayName } from '../lib/display-name';
import { lazyComponent } from '../lib/lazy-component';
import { Avatar } from './avatar';
import { HidePricesSwitch } from './hide-prices-switch';
import { UnagreedBadge } from './unagreed-badge';

// Only customers need the company switcher (and its subscription), so it loads on its own.
const CompanySwitcher = lazyComponent<object>('the company switcher', () => import('./company-switcher').then((module) => ({ default: module.CompanySwitcher })));

function MenuLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Dropdown.Item as={Link} to={to}>
      {children}
    </Dropdown.Item>
  );
}

export function AccountMenu() {
  const { user, unagreedCount, logout } = useCurrentAccount();
  const navigate = useNavigate();
  if (!user) return null;
  const roles = rolesOf(user);
  const logOut = async () => {
    try {
      await logout();
    } catch (error) {
      console.error('Logout failed', error);
    }
    navigate(HOME);
  };
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mt-2 mt-lg-0">
      {roles.includes('customer') && (
        <Suspense fallback={null}>
          <CompanySwitcher />
        </Suspense>
      )}
      <Dropdown align="end">
        <Dropdown.Toggle variant="light" id="account-menu" className="d-flex align-items-center gap-2">
          <Avatar user={user} />
          <span>{displayName(user)}</span> <UnagreedBadge count={unagreedCount} />
        </Dropdown.Toggle>
        <Dropdown.Menu>
          <MenuLink to={paths.myApplications.href()}><FormattedMessage id="account-menu.myApplications" /></MenuLink>
          <MenuLink to={paths.profile.href()}><FormattedMessage id="account-menu.myProfile" /></MenuLink>
          <Dropdown.Item as={Link} to={paths.documents.href()} className="d-flex justify-content-between align-items-center gap-2">
            <FormattedMessage id="account-menu.myDocuments" /> <UnagreedBadge count={unagreedCount} />
          </Dropdown.Item>
          {roles.includes('customer') && (
            <>
              <Dropdown.Divider />
              <MenuLink to={paths.company.href()}><FormattedMessage id="account-menu.myCompany" /></MenuLink>
              <MenuLink to={paths.myRequests.href()}><FormattedMessage id="account-menu.myRequests" /></MenuLink>
            </>
          )}
          {roles.includes('admin') && (
            <MenuLink to={paths.adminProjects.href()}><FormattedMessage id="account-menu.backOffice" /></MenuLink>
          )}
          {seesHidePricesSwitch(user) && <HidePricesSwitch />}
          <Dropdown.Divider />
          <Dropdown.Item as="button" onClick={() => void logOut()}>
            <FormattedMessage id="account-menu.logOut" />
          </Dropdown.Item>
        </Dropdown.Menu>
      </Dropdown>
    </div>
  );
}
