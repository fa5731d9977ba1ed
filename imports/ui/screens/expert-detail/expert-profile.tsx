// Everything the directory shows about one expert, section by section.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/message-ids';
import type { Person } from '../../../api/people/schema';
import { availabilityText, blockedPeriodTexts, languageText, periodText } from '../../components/expert/expert-facts';
import { ExpertRate } from '../../components/expert/expert-rate';
import { UnconfirmedBadge } from '../../components/expert/unconfirmed-badge';
import { useListLabel } from '../../i18n/use-list-label';
import { useCurrentAccount } from '../../lib/account-context';

/** A titled section; `name` makes the heading's id (the same in every language). */
function Section({ name, titleId, children }: { name: string; titleId: MessageId; children: ReactNode }) {
  const id = `expert-${name}`;
  return (
    <section aria-labelledby={id} className="mb-4">
      <h2 id={id} className="h5">
        <FormattedMessage id={titleId} />
      </h2>
      {children}
    </section>
  );
}

function Tags({ values, label, name }: { values: readonly string[] | undefined; label: (value: string) => string; name: string }) {
  if (!values || values.length === 0) return null;
  return (
    <ul className="list-inline mb-2" aria-label={name}>
      {values.map((value) => (
        <li key={value} className="list-inline-item badge text-bg-light border fw-normal mb-1">
          {label(value)}
        </li>
      ))}
    </ul>
  );
}

export function ExpertProfile({ person }: { person: Person }) {
  const intl = useIntl();
  const listLabel = useListLabel();
  return (
    <>
      {person.summary && (
        <Section name="about" titleId="expertDetail.about">
          <p style={{ whiteSpace: 'pre-line' }}>{person.summary}</p>
        </Section>
      )}
      <Section name="expertise" titleId="expertDetail.expertise">
        <Tags name={intl.formatMessage({ id: 'expertDetail.fields' })} values={person.fieldsOfExpertise} label={(value) => listLabel('fields', value)} />
        <Tags name={intl.formatMessage({ id: 'expertDetail.skills' })} values={person.skills} label={(value) => listLabel('skills', value)} />
        {person.typesOfService && person.typesOfService.length > 0 && (
          <p className="small mb-0">
            <FormattedMessage id="expertDetail.worksAs" values={{ services: person.typesOfService.map((value) => listLabel('services', value)).join(', ') }} />
          </p>
        )}
      </Section>
      {person.experience && person.experience.length > 0 && (
        <Section name="experience" titleId="expertDetail.experience">
          <ol className="list-unstyled">
            {person.experience.map((entry, index) => (
              <li key={`${entry.role}-${index}`} className="mb-3">
                <h3 className="h6 mb-0">{entry.role}</h3>
                <p className="small text-body-secondary mb-1">
                  {[entry.company, entry.industry ? listLabel('industries', entry.industry) : undefined, periodText(intl, entry.from, entry.to)].filter(Boolean).join(' · ')}
                </p>
                {entry.description && <p className="mb-0" style={{ whiteSpace: 'pre-line' }}>{entry.description}</p>}
              </li>
            ))}
          </ol>
        </Section>
      )}
      {person.industries && person.industries.length > 0 && (
        <Section name="industries" titleId="expertDetail.industries">
          <Tags name={intl.formatMessage({ id: 'expertDetail.industries' })} values={person.industries} label={(value) => listLabel('industries', value)} />
        </Section>
      )}
      <Section name="languages" titleId="expertDetail.languages">
        <ul className="mb-0">
          {person.languages.map((entry) => (
            <li key={`${entry.language}-${entry.language2 ?? ''}`}>{languageText(entry, listLabel)}</li>
          ))}
        </ul>
      </Section>
      <Section name="availability-and-rate" titleId="expertDetail.availabilityAndRate">
        <dl className="row mb-0">
          <dt className="col-sm-4">
            <FormattedMessage id="expertDetail.availability" />
          </dt>
          <dd className="col-sm-8">
            {availabilityText(intl, person)}
            <UnconfirmedBadge availability={person.availability} />
            {blockedPeriodTexts(intl, person.availability).map((text) => (
              <div key={text} className="small text-body-secondary">
                {text}
              </div>
            ))}
          </dd>
          {person.remotePercent !== undefined && (
            <>
              <dt className="col-sm-4">
                <FormattedMessage id="expertDetail.remoteWork" />
              </dt>
              <dd className="col-sm-8">
                <FormattedMessage id="expertDetail.remotePercent" values={{ percent: person.remotePercent }} />
              </dd>
            </>
          )}
          <RateRow person={person} />
        </dl>
      </Section>
    </>
  );
}

/** The rate row, left out entirely while the user hides prices. */
function RateRow({ person }: { person: Person }) {
  const { hidePrices } = useCurrentAccount();
  if (hidePrices) return null;
  return (
    <>
      <dt className="col-sm-4">
        <FormattedMessage id="expertDetail.rate" />
      </dt>
      <dd className="col-sm-8">
        <ExpertRate rate={person.rate} />
      </dd>
    </>
  );
}
