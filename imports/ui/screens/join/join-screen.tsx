// Accepting an invitation (both /join/… and /invitation/… addresses).
import { PlannedScreen } from '../../components/planned-screen';

export default function JoinScreen() {
  return (
    <PlannedScreen heading="Join">
      <p>Here you will accept your invitation and set the password for your new account.</p>
    </PlannedScreen>
  );
}
