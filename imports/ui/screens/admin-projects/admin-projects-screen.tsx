// Projects: table, create, edit, publish, close.
import { PlannedScreen } from '../../components/planned-screen';

export default function AdminProjectsScreen() {
  return <PlannedScreen heading="Projects">Projects: table, create, edit, publish, close.</PlannedScreen>;
}
