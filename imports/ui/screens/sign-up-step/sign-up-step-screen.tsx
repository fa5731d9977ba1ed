// One step of the five-step expert sign-up wizard (/engine/sign-up/{step}). Step 1 asks for the
// account for a visitor (`users.signUp.start`, confirmed by a mailed link); every later step, and step 1 for a signed-in
// user, is a form over the server's step schema saved on its own with `users.saveSignUpStep`.
// The wizard resumes at the first unfinished step with the saved values from `users.me`.
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from '../../app/routing';
import { SIGN_UP_STEPS, type SignUpStep } from '../../../api/users/schema';
import { paths } from '../../app/paths';
import { PageLayout } from '../../components/page/page-layout';
import { LoadingState } from '../../components/page/view-states';
import { useCurrentAccount } from '../../lib/account-context';
import { useModal } from '../../modals/modal-context';
import { positionsLimit } from '../../forms/position-entries';
import { ExperienceFields } from './experience-fields';
import { PersonalDetailsForm } from './personal-details-form';
import { ExpertiseFields, LanguagesAvailabilityFields, PersonalDetailsFields } from './step-fields';
import { StepForm } from './step-form';
import { StepIndicator } from './step-indicator';
import { UploadCvFields } from './upload-cv-fields';
import { useWizardUser } from '../../lib/own-user-data';
import { completedSteps, firstUnfinishedStep } from '../../lib/wizard-state';
import { FormattedMessage, useIntl } from 'react-intl';

const STEPS = SIGN_UP_STEPS.map((item) => item.value);

function stepOf(pathname: string): SignUpStep {
  return STEPS.find((step) => pathname.replace(/\/$/, '').endsWith(`/${step}`)) ?? 'personal-details-1';
}

export default function SignUpStepScreen() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { show } = useModal();
  const { userId, loggingIn } = useCurrentAccount();
  const { loading, user } = useWizardUser(userId);
  const [generation, setGeneration] = useState(0);
  const step = stepOf(pathname);
  const index = STEPS.indexOf(step);
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'sign-up.title' });

  if (!userId) {
    if (loggingIn) return <LoadingState />;
    if (step !== 'personal-details-1') {
      return (
        <PageLayout title={title} width="narrow">
          <p>
            <FormattedMessage
              id="sign-up.continueOrStart"
              values={{ link: (chunks) => <Link to={paths.signUpStep.href('personal-details-1')}>{chunks}</Link> }}
            />
          </p>
          <Link className="btn btn-primary" to={paths.signIn.href()}>
            <FormattedMessage id="sign-up.signIn" />
          </Link>
        </PageLayout>
      );
    }
    return (
      <PageLayout title={title} width="narrow">
        <StepIndicator step={step} completed={[]} />
        <PersonalDetailsForm />
      </PageLayout>
    );
  }
  if (loading || !user) return <LoadingState />;

  // A step is open once every earlier step is saved; otherwise resume at the first unfinished one.
  const firstOpen = firstUnfinishedStep(user);
  if (firstOpen && STEPS.indexOf(firstOpen) < index) return <Navigate to={paths.signUpStep.href(firstOpen)} replace />;

  const next = STEPS[index + 1];
  const previous = STEPS[index - 1];
  const finish = () => {
    navigate(paths.profile.href());
    show('succesfuly-saved', { heading: intl.formatMessage({ id: 'sign-up.welcomeHeading' }), message: intl.formatMessage({ id: 'sign-up.profileComplete' }) });
  };
  return (
    <PageLayout title={title} width="narrow">
      <StepIndicator step={step} completed={completedSteps(user)} />
      <StepForm
        key={`${step}:${generation}`}
        step={step}
        user={user}
        {...(step === 'experience-2' ? { limitOf: positionsLimit } : {})}
        nextLabel={intl.formatMessage({ id: next ? 'sign-up.next' : 'sign-up.finish' })}
        {...(previous ? { onBack: () => navigate(paths.signUpStep.href(previous)) } : {})}
        onSaved={next ? () => navigate(paths.signUpStep.href(next)) : finish}
        onReload={() => setGeneration((value) => value + 1)}
      >
        {(form) => {
          switch (step) {
            case 'personal-details-1':
              return <PersonalDetailsFields form={form} />;
            case 'personal-details-2':
              return <LanguagesAvailabilityFields form={form} />;
            case 'experience-1':
              return <ExpertiseFields form={form} />;
            case 'experience-2':
              return <ExperienceFields form={form} />;
            case 'upload-cv':
              return <UploadCvFields form={form} current={user.candidateData?.cv} />;
          }
        }}
      </StepForm>
    </PageLayout>
  );
}
