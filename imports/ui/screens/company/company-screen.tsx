// The company's details, members and invitations.
import { PlannedScreen } from '../../components/planned-screen';

export default function CompanyScreen() {
  return <PlannedScreen heading="My Company">The company's details, members and invitations.</PlannedScreen>;
}
