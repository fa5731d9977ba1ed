// Site header: brand, the two in-app sections as buttons, links to the site's other pages
// (full page loads, they are not part of the SPA), contact details and the account area.
//
// The navbar is react-bootstrap's Navbar taken apart: its context, toggle and collapse, with the
// same markup and behaviour, but without Navbar itself, whose module also brings Navbar.Offcanvas
// (and with it the Offcanvas and Modal code) into the first page load.
import { type ReactNode, useMemo, useState } from 'react';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import NavbarCollapse from 'react-bootstrap/NavbarCollapse';
import NavbarContext, { type NavbarContextType } from 'react-bootstrap/NavbarContext';
import NavbarToggle from 'react-bootstrap/NavbarToggle';
import { Link, NavLink } from 'react-router';
import { HOME, externalLinks, paths } from '../app/paths';
import { usePublicSettings } from '../lib/public-settings';
import { AccountArea } from './account-area';
import { ContactDetails, TINTED_BACKGROUND_LINKS } from './contact-details';

const sectionClass = ({ isActive }: { isActive: boolean }) => `btn btn-sm ${isActive ? 'btn-primary' : 'btn-outline-primary'}`;

/** `<Navbar expand="lg">` (uncontrolled, light variant) with `className` added. */
function Navbar({ className, children }: { className: string; children: ReactNode }) {
  const [expanded, setExpanded] = useState(false);
  const context = useMemo<NavbarContextType>(
    () => ({ onToggle: () => setExpanded((open) => !open), bsPrefix: 'navbar', expanded, expand: 'lg' }),
    [expanded],
  );
  return (
    <NavbarContext.Provider value={context}>
      <nav className={`${className} navbar navbar-expand-lg navbar-light`}>{children}</nav>
    </NavbarContext.Provider>
  );
}

export function Header() {
  const { productName } = usePublicSettings();
  return (
    <header>
      <div className="bg-body-tertiary small py-1 d-none d-md-block" style={TINTED_BACKGROUND_LINKS}>
        <Container className="d-flex justify-content-end">
          <ContactDetails />
        </Container>
      </div>
      <Navbar className="border-bottom">
        <Container>
          <Link to={HOME} className="navbar-brand">
            {productName}
          </Link>
          <NavbarToggle aria-controls="main-navigation" />
          <NavbarCollapse id="main-navigation">
            <Nav as="nav" aria-label="Main" className="me-auto gap-2 align-items-lg-center">
              <NavLink to={paths.experts.href()} end className={sectionClass}>
                Our Experts
              </NavLink>
              <NavLink to={paths.projects.href()} end className={sectionClass}>
                Open Projects
              </NavLink>
              <Nav.Link href={externalLinks.roles}>All Roles</Nav.Link>
              <Nav.Link href={externalLinks.career}>Careers</Nav.Link>
              <Nav.Link href={externalLinks.contact}>Contact</Nav.Link>
            </Nav>
            <AccountArea />
          </NavbarCollapse>
        </Container>
      </Navbar>
    </header>
  );
}
