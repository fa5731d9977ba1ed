// What the candidate entered about themselves (the sign-up wizard and profile): contact details
// for the agency, expertise, languages, availability, expected rate, and the CV.
import { useIntl } from 'react-intl';
import type { User } from '../../../api/users/schema';
import { showsEmployerNames } from '../../../api/users/employer-names';
import { availabilityText, languageText } from '../../components/expert/expert-facts';
import { useListLabel } from '../../i18n/use-list-label';
import { CvDownload } from './cv-download';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="col-sm-4">{label}</dt>
      <dd className="col-sm-8">{children || '—'}</dd>
    </>
  );
}

export function CandidateProfile({ user }: { user: User }) {
  const intl = useIntl();
  const data = user.candidateData ?? {};
  const rate = data.expectedRate;
  const listLabel = useListLabel();
  return (
    <section className="card mb-4" aria-labelledby="profile-heading">
      <div className="card-body">
        <h2 className="h5" id="profile-heading">
          Profile
        </h2>
        <dl className="row mb-3">
          <Fact label="Name">{[user.profile?.name?.first, user.profile?.name?.last].filter(Boolean).join(' ')}</Fact>
          <Fact label="E-mail">{user.emails?.[0]?.address}</Fact>
          <Fact label="Phone">{data.phone}</Fact>
          <Fact label="Based in">{[data.city, data.country ? listLabel('countries', data.country) : undefined].filter(Boolean).join(', ')}</Fact>
          <Fact label="Headline">{data.headline}</Fact>
          <Fact label="Expertise">{data.fieldsOfExpertise?.map((value) => listLabel('fields', value)).join(', ')}</Fact>
          <Fact label="Skills">{data.skills?.map((value) => listLabel('skills', value)).join(', ')}</Fact>
          <Fact label="Languages">{data.languages?.map((entry) => languageText(entry, listLabel)).join(', ')}</Fact>
          <Fact label="Experience">{data.yearsOfExperience !== undefined ? `${data.yearsOfExperience} years` : ''}</Fact>
          <Fact label="Availability">{data.availability ? availabilityText(intl, { availability: data.availability }) : ''}</Fact>
          <Fact label="Expected rate">{rate ? `${rate.amount} ${rate.currency} ${listLabel('rateUnits', rate.unit)}` : ''}</Fact>
          <Fact label="LinkedIn">{data.linkedInUrl}</Fact>
          <Fact label="Employers on the public entry">{showsEmployerNames(data) ? 'Shown' : 'Hidden'}</Fact>
          <Fact label="Sign-up steps done">{data.completedSteps?.length ?? 0} of 5</Fact>
        </dl>
        {data.cv ? <CvDownload userId={user._id} cv={data.cv} /> : <p className="mb-0 text-body-secondary">No CV uploaded yet.</p>}
      </div>
    </section>
  );
}
