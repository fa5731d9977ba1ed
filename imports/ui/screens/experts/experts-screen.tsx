// The expert directory (title Our Experts).
import { PlannedScreen } from '../../components/planned-screen';

export default function ExpertsScreen() {
  return (
    <PlannedScreen heading="Our Experts">
      <p>Our experts will be listed here with their field of expertise, skills and languages, with filters and search.</p>
    </PlannedScreen>
  );
}
