// What the candidate entered about themselves (the sign-up wizard and profile): contact details
// for the agency, expertise, languages, availability, expected rate, and the CV.
import { FormattedMessage, useIntl } from 'react-intl';
import type { User } from '../../../api/users/schema';
import { showsEmployerNames } from '../../../api/users/employer-names';
import { availabilityText, languageText } from '../../components/expert/expert-facts';
import { useText } from '../../components/admin/use-text';
import { useListLabel } from '../../i18n/use-list-label';
import { CvDownload } from './cv-download';

/** A fact the candidate left empty. */
const NONE = '—';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="col-sm-4">{label}</dt>
      <dd className="col-sm-8">{children || NONE}</dd>
    </>
  );
}

export function CandidateProfile({ user }: { user: User }) {
  const data = user.candidateData ?? {};
  const rate = data.expectedRate;
  const text = useText();
  const intl = useIntl();
  const listLabel = useListLabel();
  return (
    <section className="card mb-4" aria-labelledby="profile-heading">
      <div className="card-body">
        <h2 className="h5" id="profile-heading">
          <FormattedMessage id="admin-people.profile.title" />
        </h2>
        <dl className="row mb-3">
          <Fact label={text('admin-people.profile.name')}>{[user.profile?.name?.first, user.profile?.name?.last].filter(Boolean).join(' ')}</Fact>
          <Fact label={text('admin-people.profile.email')}>{user.emails?.[0]?.address}</Fact>
          <Fact label={text('admin-people.profile.phone')}>{data.phone}</Fact>
          <Fact label={text('admin-people.profile.basedIn')}>{[data.city, data.country ? listLabel('countries', data.country) : undefined].filter(Boolean).join(', ')}</Fact>
          <Fact label={text('admin-people.profile.headline')}>{data.headline}</Fact>
          <Fact label={text('admin-people.profile.expertise')}>{data.fieldsOfExpertise?.map((value) => listLabel('fields', value)).join(', ')}</Fact>
          <Fact label={text('admin-people.profile.skills')}>{data.skills?.map((value) => listLabel('skills', value)).join(', ')}</Fact>
          <Fact label={text('admin-people.profile.languages')}>{data.languages?.map((entry) => languageText(entry, listLabel)).join(', ')}</Fact>
          <Fact label={text('admin-people.profile.experience')}>{data.yearsOfExperience !== undefined ? text('admin-people.profile.years', { count: data.yearsOfExperience }) : ''}</Fact>
          <Fact label={text('admin-people.profile.availability')}>{data.availability ? availabilityText(intl, { availability: data.availability }) : ''}</Fact>
          <Fact label={text('admin-people.profile.expectedRate')}>{rate ? text('admin-people.profile.rate', { amount: intl.formatNumber(rate.amount), currency: rate.currency, unit: rate.unit }) : ''}</Fact>
          <Fact label={text('admin-people.profile.linkedIn')}>{data.linkedInUrl}</Fact>
          <Fact label={text('admin-people.profile.employers')}>{text(showsEmployerNames(data) ? 'admin-people.profile.shown' : 'admin-people.profile.hidden')}</Fact>
          <Fact label={text('admin-people.profile.steps')}>{text('admin-people.profile.stepsDone', { done: data.completedSteps?.length ?? 0, total: 5 })}</Fact>
        </dl>
        {data.cv ? <CvDownload userId={user._id} cv={data.cv} /> : (
          <p className="mb-0 text-body-secondary">
            <FormattedMessage id="admin-people.profile.noCv" />
          </p>
        )}
      </div>
    </section>
  );
}
