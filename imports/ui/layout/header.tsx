// Site header: brand, the two in-app sections as buttons, links to the site's other pages
// (full page loads, they are not part of the SPA), contact details and the account area.
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { Link, NavLink } from 'react-router';
import { HOME, externalLinks, paths } from '../app/paths';
import { usePublicSettings } from '../lib/public-settings';
import { AccountArea } from './account-area';
import { ContactDetails, TINTED_BACKGROUND_LINKS } from './contact-details';

const sectionClass = ({ isActive }: { isActive: boolean }) => `btn btn-sm ${isActive ? 'btn-primary' : 'btn-outline-primary'}`;

export function Header() {
  const { productName } = usePublicSettings();
  return (
    <header>
      <div className="bg-body-tertiary small py-1 d-none d-md-block" style={TINTED_BACKGROUND_LINKS}>
        <Container className="d-flex justify-content-end">
          <ContactDetails />
        </Container>
      </div>
      <Navbar expand="lg" className="border-bottom">
        <Container>
          <Navbar.Brand as={Link} to={HOME}>
            {productName}
          </Navbar.Brand>
          <Navbar.Toggle aria-controls="main-navigation" />
          <Navbar.Collapse id="main-navigation">
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
          </Navbar.Collapse>
        </Container>
      </Navbar>
    </header>
  );
}
