// A logged-out visitor who wants an expert: sign in, or leave contact details without an account.
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useModal } from '../modal-context';
import type { ModalPropsMap } from '../modal-keys';

export default function SendRequestOrLoginModal(target: ModalPropsMap['send-request-or-login']) {
  const { show } = useModal();
  return (
    <Modal.Body>
      <p>
        {target.expertName ? `Interested in ${target.expertName}? ` : ''}Sign in to send a request from your company
        account, or leave your contact details and we will get in touch.
      </p>
      <div className="d-grid gap-2">
        <Button onClick={() => show('login')}>Sign in</Button>
        <Button variant="outline-primary" onClick={() => show('send-request', target)}>
          Leave my contact details
        </Button>
      </div>
    </Modal.Body>
  );
}
