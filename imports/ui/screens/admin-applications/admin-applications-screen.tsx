// The applications pipeline.
import { PlannedScreen } from '../../components/planned-screen';

export default function AdminApplicationsScreen() {
  return <PlannedScreen heading="Applications">The applications pipeline.</PlannedScreen>;
}
