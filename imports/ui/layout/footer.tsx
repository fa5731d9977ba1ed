// Site footer: the site's other pages (from the settings: app/site-links.ts), the privacy policy (in the app), social links, contact and
// the language choice (the one on phones, where the header's strip is hidden).
import Container from 'react-bootstrap/Container';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '../app/routing';
import { LanguageSwitcher } from '../i18n/language-switcher';
import { paths } from '../app/paths';
import { usePublicSettings } from '../lib/public-settings';
import { ContactDetails, TINTED_BACKGROUND_LINKS } from './contact-details';

export function Footer() {
  const { productName, siteLinks, socialLinks } = usePublicSettings();
  const intl = useIntl();
  return (
    <footer className="border-top bg-body-tertiary py-4 mt-4" style={TINTED_BACKGROUND_LINKS}>
      <Container className="d-flex flex-column flex-md-row gap-3 justify-content-between">
        <nav aria-label={intl.formatMessage({ id: 'layout.footer.label' })}>
          <ul className="list-inline mb-0">
            <li className="list-inline-item">
              <a href={siteLinks.blog}><FormattedMessage id="layout.footer.blog" /></a>
            </li>
            <li className="list-inline-item">
              <a href={siteLinks.gtc}><FormattedMessage id="layout.footer.gtc" /></a>
            </li>
            <li className="list-inline-item">
              <a href={siteLinks.certificates}><FormattedMessage id="layout.footer.certificates" /></a>
            </li>
            <li className="list-inline-item">
              <Link to={paths.privacyPolicy.href()}><FormattedMessage id="layout.footer.privacy" /></Link>
            </li>
          </ul>
        </nav>
        {socialLinks.length > 0 && (
          <ul className="list-inline mb-0" aria-label={intl.formatMessage({ id: 'layout.footer.social' })}>
            {socialLinks.map((link) => (
              <li key={link.url} className="list-inline-item">
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.network}
                </a>
              </li>
            ))}
          </ul>
        )}
        <div className="small">
          <ContactDetails />
          <LanguageSwitcher size="sm" className="my-2" />
          <p className="mb-0 text-body-secondary">
            {/* The year as digits, not a grouped number ("2,026"). */}
            <FormattedMessage id="layout.footer.copyright" values={{ year: String(new Date().getFullYear()), productName }} />
          </p>
        </div>
      </Container>
    </footer>
  );
}
