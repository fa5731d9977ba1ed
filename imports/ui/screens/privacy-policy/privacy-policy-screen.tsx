// How the marketplace handles personal data, in plain language, with a table of contents.
import Button from 'react-bootstrap/Button';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageLayout } from '../../components/page/page-layout';
import { usePublicSettings } from '../../lib/public-settings';
import { useModal } from '../../modals/modal-context';
import { type PolicyBlock, POLICY_SECTIONS, POLICY_TAGS } from './policy-sections';

function Block({ block }: { block: PolicyBlock }) {
  if ('paragraph' in block) {
    return (
      <p>
        <FormattedMessage id={block.paragraph} values={POLICY_TAGS} />
      </p>
    );
  }
  return (
    <ul>
      {block.list.map((item) => (
        <li key={item}>
          <FormattedMessage id={item} values={POLICY_TAGS} />
        </li>
      ))}
    </ul>
  );
}

export default function PrivacyPolicyScreen() {
  const { contactEmail } = usePublicSettings();
  const { show } = useModal();
  const intl = useIntl();
  return (
    <PageLayout
      title={<FormattedMessage id="pages.title.privacyPolicy" />}
      lead={<FormattedMessage id="privacy.lead" />}
      width="reading"
      article={{ titleId: 'privacy-policy-title' }}
    >
      <nav aria-label={intl.formatMessage({ id: 'privacy.contents' })} className="mb-4">
        <ol>
          {POLICY_SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>
                <FormattedMessage id={section.titleId} />
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {POLICY_SECTIONS.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mb-4">
          <h2 id={`${section.id}-heading`} className="h5">
            <FormattedMessage id={section.titleId} />
          </h2>
          {section.blocks.map((block, index) => (
            <Block key={index} block={block} />
          ))}
        </section>
      ))}
      <p>
        {contactEmail && (
          <>
            <FormattedMessage id="privacy.email" values={{ email: contactEmail, link: (chunks) => <a href={`mailto:${contactEmail}`}>{chunks}</a> }} />{' '}
          </>
        )}
        <Button variant="outline-primary" size="sm" onClick={() => show('contact-us', { subject: intl.formatMessage({ id: 'privacy.askSubject' }) })}>
          <FormattedMessage id="privacy.ask" />
        </Button>
      </p>
    </PageLayout>
  );
}
