// One project's editor with a live Markdown preview.
import { PlannedScreen } from '../../components/planned-screen';

export default function AdminProjectScreen() {
  return <PlannedScreen heading="Project">One project's editor with a live Markdown preview.</PlannedScreen>;
}
