// A last confirmation before the account is deleted, saying what is erased and what is kept (as
// users.deleteAccount does); the screen that opens it does the deleting.
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useModal } from '../modal-context';
import type { ModalPropsMap } from '../modal-keys';
import { useServerAction } from '../../lib/use-server-action';

export default function DeleteAccountModal({ onConfirm }: ModalPropsMap['delete-account']) {
  const { close } = useModal();
  const { busy, problems, run } = useServerAction();
  const confirm = async () => {
    if (await run(onConfirm)) close();
  };
  return (
    <>
      <Modal.Body>
        <p>Deleting your account cannot be undone.</p>
        <p className="mb-1 fw-semibold">Erased at once</p>
        <ul>
          <li>Your name, e-mail address, phone and location</li>
          <li>Your profile data, CV and photo, your applications, and your entry in our expert directory</li>
          <li>Your password and every sign-in on every device</li>
        </ul>
        <p className="mb-1 fw-semibold">Kept</p>
        <ul>
          <li>
            Records of agreements you accepted (such as NDAs: the time, your name and e-mail, IP address and browser), as legal evidence for as long as
            claims can be made
          </li>
          <li>Your account number with its sign-up and deletion dates, which those records refer to</li>
        </ul>
        {problems.map((problem) => (
          <Alert key={problem} variant="danger" role="alert" className="mb-0">
            {problem}
          </Alert>
        ))}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={close} autoFocus>
          Keep my account
        </Button>
        <Button variant="danger" onClick={confirm} disabled={busy}>
          Delete my account
        </Button>
      </Modal.Footer>
    </>
  );
}
