// Site footer: the site's other pages, the privacy policy (in the app), social links and contact.
import Container from 'react-bootstrap/Container';
import { Link } from 'react-router';
import { externalLinks, paths } from '../app/paths';
import { usePublicSettings } from '../lib/public-settings';
import { ContactDetails, TINTED_BACKGROUND_LINKS } from './contact-details';

export function Footer() {
  const { productName, socialLinks } = usePublicSettings();
  return (
    <footer className="border-top bg-body-tertiary py-4 mt-4" style={TINTED_BACKGROUND_LINKS}>
      <Container className="d-flex flex-column flex-md-row gap-3 justify-content-between">
        <nav aria-label="Footer">
          <ul className="list-inline mb-0">
            <li className="list-inline-item">
              <a href={externalLinks.blog}>Blog</a>
            </li>
            <li className="list-inline-item">
              <a href={externalLinks.gtc}>GTC</a>
            </li>
            <li className="list-inline-item">
              <a href={externalLinks.certificates}>Certificates</a>
            </li>
            <li className="list-inline-item">
              <Link to={paths.privacyPolicy.href()}>Privacy Policy</Link>
            </li>
          </ul>
        </nav>
        {socialLinks.length > 0 && (
          <ul className="list-inline mb-0" aria-label="Social media">
            {socialLinks.map((link) => (
              <li key={link.url} className="list-inline-item">
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        )}
        <div className="small">
          <ContactDetails />
          <p className="mb-0 text-body-secondary">
            © {new Date().getFullYear()} {productName}
          </p>
        </div>
      </Container>
    </footer>
  );
}
