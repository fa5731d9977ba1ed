// One step of the five-step sign-up wizard.
import { useLocation } from 'react-router';
import { SIGN_UP_STEPS } from '../../app/paths';
import { PlannedScreen } from '../../components/planned-screen';

const STEP_NAMES: Record<(typeof SIGN_UP_STEPS)[number], string> = {
  'personal-details-1': 'Personal details',
  'personal-details-2': 'More personal details',
  'experience-1': 'Experience',
  'experience-2': 'More experience',
  'upload-cv': 'Your CV',
};

export default function SignUpStepScreen() {
  const { pathname } = useLocation();
  const index = SIGN_UP_STEPS.findIndex((step) => pathname.replace(/\/$/, '').endsWith(`/${step}`));
  const step = SIGN_UP_STEPS[index] ?? SIGN_UP_STEPS[0];
  return (
    <PlannedScreen heading="Sign up">
      <p>
        Step {Math.max(index, 0) + 1} of {SIGN_UP_STEPS.length}: {STEP_NAMES[step]}. The fields of this step will be here.
      </p>
    </PlannedScreen>
  );
}
