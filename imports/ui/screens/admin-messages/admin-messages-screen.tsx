// Contact messages and their status.
import { PlannedScreen } from '../../components/planned-screen';

export default function AdminMessagesScreen() {
  return <PlannedScreen heading="Contact messages">Contact messages and their status.</PlannedScreen>;
}
