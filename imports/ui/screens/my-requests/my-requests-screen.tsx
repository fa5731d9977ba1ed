// The requests the company sent, with their experts and status.
import { PlannedScreen } from '../../components/planned-screen';

export default function MyRequestsScreen() {
  return <PlannedScreen heading="My Requests">The requests the company sent, with their experts and status.</PlannedScreen>;
}
