// Candidates and published experts.
import { PlannedScreen } from '../../components/planned-screen';

export default function AdminPeopleScreen() {
  return <PlannedScreen heading="Candidates and experts">Candidates and published experts.</PlannedScreen>;
}
