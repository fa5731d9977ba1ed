// The requests pipeline.
import { PlannedScreen } from '../../components/planned-screen';

export default function AdminRequestsScreen() {
  return <PlannedScreen heading="Requests">The requests pipeline.</PlannedScreen>;
}
