// How the marketplace handles personal data, in plain language, with a table of contents.
import Button from 'react-bootstrap/Button';
import { PageLayout } from '../../components/page/page-layout';
import { usePublicSettings } from '../../lib/public-settings';
import { useModal } from '../../modals/modal-context';
import { POLICY_SECTIONS } from './policy-sections';

export default function PrivacyPolicyScreen() {
  const { contactEmail } = usePublicSettings();
  const { show } = useModal();
  return (
    <PageLayout
      title="Privacy Policy"
      lead="What personal data we keep, why, for how long, and how you stay in control of it."
      width="reading"
      article={{ titleId: 'privacy-policy-title' }}
    >
      <nav aria-label="Contents" className="mb-4">
        <ol>
          {POLICY_SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {POLICY_SECTIONS.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mb-4">
          <h2 id={`${section.id}-heading`} className="h5">
            {section.title}
          </h2>
          {section.body}
        </section>
      ))}
      <p>
        {contactEmail && (
          <>
            E-mail: <a href={`mailto:${contactEmail}`}>{contactEmail}</a>{' '}
          </>
        )}
        <Button variant="outline-primary" size="sm" onClick={() => show('contact-us', { subject: 'Personal data' })}>
          Ask about your data
        </Button>
      </p>
    </PageLayout>
  );
}
