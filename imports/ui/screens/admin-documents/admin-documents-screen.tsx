// Document templates, assignments and agreement records.
import { PlannedScreen } from '../../components/planned-screen';

export default function AdminDocumentsScreen() {
  return <PlannedScreen heading="Documents">Document templates, assignments and agreement records.</PlannedScreen>;
}
