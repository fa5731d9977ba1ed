// A project's page (both /p/… and /projects/… addresses). The full detail comes with the
// visitor's journey; the share link already works.
import Button from 'react-bootstrap/Button';
import { PlannedScreen } from '../../components/planned-screen';
import { useModal } from '../../modals/modal-context';

export default function ProjectDetailScreen() {
  const { show } = useModal();
  return (
    <PlannedScreen heading="Project">
      <p>Everything about the project will be here: location, remote share, start, duration, rate, skills and languages, and a way to apply.</p>
      <Button variant="outline-primary" onClick={() => show('link', { url: window.location.href, title: 'Send this project to someone:' })}>
        Share this project
      </Button>
    </PlannedScreen>
  );
}
