// The projects the user applied for (auth required).
import { PlannedScreen } from '../../components/planned-screen';

export default function MyApplicationsScreen() {
  return (
    <PlannedScreen heading="My Applications">
      <p>The projects you applied for will be listed here with the state of each application.</p>
    </PlannedScreen>
  );
}
