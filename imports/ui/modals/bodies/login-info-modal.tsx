// Why some actions need an account, with the two ways forward.
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useModal } from '../modal-context';

export default function LoginInfoModal() {
  const { show } = useModal();
  return (
    <>
      <Modal.Body>
        <p>Browsing projects and experts is open to everyone.</p>
        <p className="mb-0">
          To apply for a project, keep your profile and CV, or agree to documents such as an NDA, you need an
          account. Signing up is free.
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-primary" onClick={() => show('sign-up')}>
          Sign up
        </Button>
        <Button onClick={() => show('login')}>Sign in</Button>
      </Modal.Footer>
    </>
  );
}
