// One document to read and agree to (auth required).
import { PlannedScreen } from '../../components/planned-screen';

export default function DocumentScreen() {
  return (
    <PlannedScreen heading="Document">
      <p>The document's text will be here, with the button to agree to it and the record of your agreement.</p>
    </PlannedScreen>
  );
}
