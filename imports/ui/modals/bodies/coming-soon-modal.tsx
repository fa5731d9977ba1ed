// For features announced but not available yet.
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useModal } from '../modal-context';

export default function ComingSoonModal() {
  const { close } = useModal();
  return (
    <>
      <Modal.Body>
        <p className="mb-0">
          This is not available yet. We are working on it and it will be here soon.
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button onClick={close}>OK</Button>
      </Modal.Footer>
    </>
  );
}
