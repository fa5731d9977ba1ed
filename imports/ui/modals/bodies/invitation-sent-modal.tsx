// Confirms a request for an invitation to the marketplace.
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useModal } from '../modal-context';

export default function InvitationSentModal() {
  const { close } = useModal();
  return (
    <>
      <Modal.Body>
        <p role="status" className="mb-0">
          We have your request for an invitation. Once our team has reviewed it you will receive an e-mail with a
          link to join.
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button onClick={close}>OK</Button>
      </Modal.Footer>
    </>
  );
}
