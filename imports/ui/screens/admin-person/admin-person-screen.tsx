// One candidate's profile, CV and public expert entry.
import { PlannedScreen } from '../../components/planned-screen';

export default function AdminPersonScreen() {
  return <PlannedScreen heading="Candidate">One candidate's profile, CV and public expert entry.</PlannedScreen>;
}
