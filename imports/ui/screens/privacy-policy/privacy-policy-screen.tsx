// How the marketplace handles personal data.
import { PlannedScreen } from '../../components/planned-screen';

export default function PrivacyPolicyScreen() {
  return (
    <PlannedScreen heading="Privacy Policy">
      <p>The privacy policy will be here: what personal data we keep, why, for how long, and how to have it corrected or deleted.</p>
    </PlannedScreen>
  );
}
