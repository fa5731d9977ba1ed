// Everything the directory shows about one expert, section by section.
import type { ReactNode } from 'react';
import type { Person } from '../../../api/people/schema';
import { availabilityText, languageText, periodText } from '../../components/expert/expert-facts';
import { ExpertRate } from '../../components/expert/expert-rate';
import { useListLabel } from '../../i18n/use-list-label';
import { useCurrentAccount } from '../../lib/account-context';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `expert-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="mb-4">
      <h2 id={id} className="h5">
        {title}
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
  const listLabel = useListLabel();
  return (
    <>
      {person.summary && (
        <Section title="About">
          <p style={{ whiteSpace: 'pre-line' }}>{person.summary}</p>
        </Section>
      )}
      <Section title="Expertise">
        <Tags name="Fields of expertise" values={person.fieldsOfExpertise} label={(value) => listLabel('fields', value)} />
        <Tags name="Skills" values={person.skills} label={(value) => listLabel('skills', value)} />
        {person.typesOfService && person.typesOfService.length > 0 && (
          <p className="small mb-0">Works as: {person.typesOfService.map((value) => listLabel('services', value)).join(', ')}</p>
        )}
      </Section>
      {person.experience && person.experience.length > 0 && (
        <Section title="Experience">
          <ol className="list-unstyled">
            {person.experience.map((entry, index) => (
              <li key={`${entry.role}-${index}`} className="mb-3">
                <h3 className="h6 mb-0">{entry.role}</h3>
                <p className="small text-body-secondary mb-1">
                  {[entry.company, entry.industry ? listLabel('industries', entry.industry) : undefined, periodText(entry.from, entry.to)].filter(Boolean).join(' · ')}
                </p>
                {entry.description && <p className="mb-0" style={{ whiteSpace: 'pre-line' }}>{entry.description}</p>}
              </li>
            ))}
          </ol>
        </Section>
      )}
      {person.industries && person.industries.length > 0 && (
        <Section title="Industries">
          <Tags name="Industries" values={person.industries} label={(value) => listLabel('industries', value)} />
        </Section>
      )}
      <Section title="Languages">
        <ul className="mb-0">
          {person.languages.map((entry) => (
            <li key={`${entry.language}-${entry.language2 ?? ''}`}>{languageText(entry, listLabel)}</li>
          ))}
        </ul>
      </Section>
      <Section title="Availability and rate">
        <dl className="row mb-0">
          <dt className="col-sm-4">Availability</dt>
          <dd className="col-sm-8">{availabilityText(person)}</dd>
          {person.remotePercent !== undefined && (
            <>
              <dt className="col-sm-4">Remote work</dt>
              <dd className="col-sm-8">{person.remotePercent} %</dd>
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
      <dt className="col-sm-4">Rate</dt>
      <dd className="col-sm-8">
        <ExpertRate rate={person.rate} />
      </dd>
    </>
  );
}
