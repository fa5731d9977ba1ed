// Users and their roles.
import { PlannedScreen } from '../../components/planned-screen';

export default function AdminUsersScreen() {
  return <PlannedScreen heading="Users and roles">Users and their roles.</PlannedScreen>;
}
