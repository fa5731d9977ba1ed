// The user's documents, such as NDAs, with those awaiting agreement first (auth required).
import { PlannedScreen } from '../../components/planned-screen';

export default function DocumentsScreen() {
  return (
    <PlannedScreen heading="My Documents">
      <p>Your documents, such as NDAs for projects, will be listed here; those waiting for your agreement come first.</p>
    </PlannedScreen>
  );
}
