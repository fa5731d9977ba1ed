// Confirms that a form was saved.
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useModal } from '../modal-context';
import type { ModalPropsMap } from '../modal-keys';

export default function SavedModal({ message }: ModalPropsMap['succesfuly-saved']) {
  const { close } = useModal();
  return (
    <>
      <Modal.Body>
        <p role="status" className="mb-0">
          {message ?? 'Your changes have been saved.'}
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button onClick={close}>OK</Button>
      </Modal.Footer>
    </>
  );
}
