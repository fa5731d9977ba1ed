// One step of the five-step expert sign-up wizard. Step 1 creates the account; the later steps
// (languages and availability, expertise, experience, CV upload) save through
// `users.saveSignUpStep(step, data)` with the step schemas of sign-up-schemas.ts.
import Container from 'react-bootstrap/Container';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths, SIGN_UP_STEPS, type SignUpStep } from '../../app/paths';
import { useCurrentAccount } from '../../lib/account-context';
import { PersonalDetailsForm } from './personal-details-form';

const STEPS: Record<SignUpStep, { name: string; planned: string }> = {
  'personal-details-1': { name: 'Personal details', planned: '' },
  'personal-details-2': { name: 'Languages and availability', planned: 'the languages you speak and at what level, when you can start and how much, and your expected rate' },
  'experience-1': { name: 'Expertise', planned: 'your headline, fields of expertise, skills, industries, types of service and years of experience' },
  'experience-2': { name: 'Experience', planned: 'your positions with role, employer and dates, whether to hide employer names, and your LinkedIn profile' },
  'upload-cv': { name: 'Your CV', planned: 'the upload of your CV as a PDF or Word document' },
};

export default function SignUpStepScreen() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { userId } = useCurrentAccount();
  const index = Math.max(0, SIGN_UP_STEPS.findIndex((step) => pathname.replace(/\/$/, '').endsWith(`/${step}`)));
  const step = SIGN_UP_STEPS[index] ?? 'personal-details-1';
  const next = SIGN_UP_STEPS[index + 1];
  return (
    <Container className="py-4" style={{ maxWidth: 640 }}>
      <h1 className="h3 mb-1">Sign up</h1>
      <p className="text-body-secondary mb-4" aria-live="polite">
        Step {index + 1} of {SIGN_UP_STEPS.length}: {STEPS[step].name}
      </p>
      {step === 'personal-details-1' ? (
        userId ? (
          <p>
            Your account is created. <Link to={paths.signUpStep.href('personal-details-2')}>Continue with step 2</Link>
          </p>
        ) : (
          <PersonalDetailsForm onDone={() => void navigate(paths.signUpStep.href('personal-details-2'))} />
        )
      ) : (
        <>
          <p>This step will ask for {STEPS[step].planned}. You can also fill it in later in your profile.</p>
          <Link className="btn btn-primary" to={next ? paths.signUpStep.href(next) : paths.profile.href()}>
            {next ? 'Continue' : 'Go to my profile'}
          </Link>
        </>
      )}
    </Container>
  );
}
