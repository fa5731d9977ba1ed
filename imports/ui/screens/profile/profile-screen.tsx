// My Profile: everything the sign-up wizard asked, in sections saved one by one
// (`users.updateProfile`, "Saved" beside each section's button), the photo and CV uploads, the
// password, two-factor sign-in, the completeness meter, which notifications come by e-mail
// (#notifications), and the personal-data export and account deletion.
import { useIntl } from 'react-intl';
import { PageLayout } from '../../components/page/page-layout';
import { LoadingState } from '../../components/page/view-states';
import { useCurrentAccount } from '../../lib/account-context';
import { displayName } from '../../lib/display-name';
import { AvailabilitySection } from './availability-section';
import { candidateDataOf } from './candidate-view';
import { completenessOf } from './completeness';
import { CompletenessMeter } from './completeness-meter';
import { ContactSection } from './contact-section';
import { CvSection } from './cv-section';
import { DataSection } from './data-section';
import { LanguageSection } from './language-section';
import { EmailSection } from './email-section';
import { ExperienceSection } from './experience-section';
import { ExpertiseSection } from './expertise-section';
import { LanguagesSection } from './languages-section';
import { NameSection } from './name-section';
import { NotificationsSection } from './notifications-section';
import { SavedSearchesSection } from './saved-searches-section';
import { PasswordSection } from './password-section';
import { PhotoSection } from './photo-section';
import { RateSection } from './rate-section';
import { SummarySection } from './summary-section';
import { TwoFactorSection } from './two-factor-section';

export default function ProfileScreen() {
  const { user } = useCurrentAccount();
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'profile.title' });
  if (!user) {
    return (
      <PageLayout title={title} width="narrow">
        <LoadingState />
      </PageLayout>
    );
  }
  const data = candidateDataOf(user);
  const { percent, items } = completenessOf(data, Boolean(user.profile?.name?.first && user.profile?.name?.last));
  return (
    <PageLayout title={title} width="narrow" lead={intl.formatMessage({ id: 'profile.lead' })}>
      <CompletenessMeter percent={percent} items={items} />
      <NameSection user={user} />
      <ContactSection data={data} email={user.emails?.[0]?.address ?? ''} />
      <PhotoSection photo={data.photo} name={displayName(user)} />
      <CvSection userId={user._id} cv={data.cv} />
      <SummarySection data={data} />
      <AvailabilitySection data={data} />
      <RateSection data={data} />
      <LanguagesSection data={data} />
      <ExpertiseSection data={data} />
      <ExperienceSection data={data} />
      <LanguageSection />
      <NotificationsSection user={user} />
      <SavedSearchesSection />
      <EmailSection user={user} />
      <PasswordSection />
      <TwoFactorSection />
      <DataSection />
    </PageLayout>
  );
}
