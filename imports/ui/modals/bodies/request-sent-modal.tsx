// Confirms a request for an expert.
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useModal } from '../modal-context';
import type { ModalPropsMap } from '../modal-keys';

export default function RequestSentModal({ expertName }: ModalPropsMap['request-sent']) {
  const { close } = useModal();
  return (
    <>
      <Modal.Body>
        <p role="status" className="mb-0">
          Thank you, your request{expertName ? ` for ${expertName}` : ''} has been sent. We will get back to you within
          one working day.
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button onClick={close}>OK</Button>
      </Modal.Footer>
    </>
  );
}
