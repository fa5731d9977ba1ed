// Invitation requests and their answers.
import { PlannedScreen } from '../../components/planned-screen';

export default function AdminInvitationsScreen() {
  return <PlannedScreen heading="Invitation requests">Invitation requests and their answers.</PlannedScreen>;
}
