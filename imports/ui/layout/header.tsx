// Site header: brand, the two in-app sections as buttons, links to the site's other pages
// (from the settings, app/site-links.ts; full page loads, they are not part of the SPA), contact details, the account area and, for
// signed-in users, the notification bell.
//
// Bootstrap's navbar markup by hand: react-bootstrap's Navbar, Nav and NavbarCollapse would bring
// the transition, keyboard-navigation and offcanvas code into every first page load for a menu
// that only opens on phones (it opens without the height animation).
import { Suspense, useState } from 'react';
import Container from 'react-bootstrap/Container';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink } from '../app/routing';
import { HOME, paths } from '../app/paths';
import { useCurrentAccount } from '../lib/account-context';
import { lazyComponent } from '../lib/lazy-component';
import { usePublicSettings } from '../lib/public-settings';
import { LanguageSwitcher } from '../i18n/language-switcher';
import { AccountArea } from './account-area';
import { ContactDetails, TINTED_BACKGROUND_LINKS } from './contact-details';

// Only signed-in users have notifications (and need the dropdown's code).
const NotificationBell = lazyComponent<object>('the notification bell', () => import('./notification-bell').then((module) => ({ default: module.NotificationBell })));

const sectionClass = ({ isActive }: { isActive: boolean }) => `btn btn-sm ${isActive ? 'btn-primary' : 'btn-outline-primary'}`;

export function Header() {
  const { productName, siteLinks } = usePublicSettings();
  const { userId, loggingIn } = useCurrentAccount();
  const [expanded, setExpanded] = useState(false);
  const intl = useIntl();
  return (
    <header>
      <div className="bg-body-tertiary small py-1 d-none d-md-block" style={TINTED_BACKGROUND_LINKS}>
        <Container className="d-flex justify-content-end align-items-center gap-3">
          <ContactDetails />
          {/* From 768 px only, with the strip: on phones the footer holds the choice. */}
          <LanguageSwitcher size="sm" />
        </Container>
      </div>
      <nav className="border-bottom navbar navbar-expand-lg navbar-light">
        <Container>
          <Link to={HOME} className="navbar-brand">
            {productName}
          </Link>
          {userId && !loggingIn && (
            // Beside the menu toggle on phones, so the count shows without opening the menu; last from 992 px.
            <div className="order-lg-last ms-auto ms-lg-2 me-2 me-lg-0">
              <Suspense fallback={null}>
                <NotificationBell />
              </Suspense>
            </div>
          )}
          <button
            type="button"
            className={expanded ? 'navbar-toggler' : 'navbar-toggler collapsed'}
            aria-controls="main-navigation"
            aria-expanded={expanded}
            aria-label={intl.formatMessage({ id: 'layout.nav.toggle' })}
            onClick={() => setExpanded((open) => !open)}
          >
            <span className="navbar-toggler-icon" />
          </button>
          <div id="main-navigation" className={expanded ? 'navbar-collapse collapse show' : 'navbar-collapse collapse'}>
            <nav aria-label={intl.formatMessage({ id: 'layout.nav.main' })} className="me-auto gap-2 align-items-lg-center navbar-nav">
              <NavLink to={paths.experts.href()} end className={sectionClass}>
                <FormattedMessage id="layout.nav.experts" />
              </NavLink>
              <NavLink to={paths.projects.href()} end className={sectionClass}>
                <FormattedMessage id="layout.nav.projects" />
              </NavLink>
              <a href={siteLinks.roles} className="nav-link">
                <FormattedMessage id="layout.nav.roles" />
              </a>
              <a href={siteLinks.career} className="nav-link">
                <FormattedMessage id="layout.nav.careers" />
              </a>
              <a href={siteLinks.contact} className="nav-link">
                <FormattedMessage id="layout.nav.contact" />
              </a>
            </nav>
            <AccountArea />
          </div>
        </Container>
      </nav>
    </header>
  );
}
