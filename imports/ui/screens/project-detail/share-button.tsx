// Opens the link dialog with the project's canonical address to copy and send on.
import Button from 'react-bootstrap/Button';
import { useModal } from '../../modals/modal-context';
import { shareUrl } from './canonical-path';

export function ShareButton({ project }: { project: { _id: string; urlName: string; title: string } }) {
  const { show } = useModal();
  return (
    <Button variant="outline-secondary" className="w-100" onClick={() => show('link', { url: shareUrl(project), title: `Send "${project.title}" to someone:` })}>
      Share this project
    </Button>
  );
}
