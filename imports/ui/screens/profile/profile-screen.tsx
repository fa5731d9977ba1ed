// The signed-in user's profile (auth required).
import { PlannedScreen } from '../../components/planned-screen';

export default function ProfileScreen() {
  return (
    <PlannedScreen heading="My Profile">
      <p>Your personal details, experience, languages and CV will be here, ready to edit.</p>
    </PlannedScreen>
  );
}
