// Welcomes the user after a sign-in.
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useCurrentAccount } from '../../lib/account-context';
import { displayName } from '../../lib/display-name';
import { useModal } from '../modal-context';

export default function LoggedInModal() {
  const { user } = useCurrentAccount();
  const { close } = useModal();
  const name = displayName(user);
  // "Jana N." already ends the sentence: no second full stop.
  const greeting = name ? `Welcome back, ${name}${name.endsWith('.') ? '' : '.'}` : 'Welcome back.';
  return (
    <>
      <Modal.Body>
        <p role="status" className="mb-0">
          {greeting} You are now signed in.
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button onClick={close} autoFocus>
          Continue
        </Button>
      </Modal.Footer>
    </>
  );
}
