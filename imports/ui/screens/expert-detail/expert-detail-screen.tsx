// One expert's page (both /e/… and /experts/… addresses): the profile and the way to request them.
import Button from 'react-bootstrap/Button';
import { useParams } from 'react-router';
import { PlannedScreen } from '../../components/planned-screen';
import { useCurrentAccount } from '../../lib/account-context';
import { useModal } from '../../modals/modal-context';

export default function ExpertDetailScreen() {
  const { peopleId } = useParams();
  const { userId } = useCurrentAccount();
  const { show } = useModal();
  const target = peopleId ? { peopleId } : {};
  return (
    <PlannedScreen heading="Expert">
      <p>The expert's profile will be here: experience, skills, languages and availability.</p>
      <Button onClick={() => show(userId ? 'send-request' : 'send-request-or-login', target)}>Send a request</Button>
    </PlannedScreen>
  );
}
