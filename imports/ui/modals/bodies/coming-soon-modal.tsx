// For features announced but not available yet.
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useModal } from '../modal-context';
import type { ModalPropsMap } from '../modal-keys';

export default function ComingSoonModal({ feature }: ModalPropsMap['coming-soon']) {
  const { close } = useModal();
  return (
    <>
      <Modal.Body>
        <p className="mb-0">
          {feature ? `${feature} is` : 'This is'} not available yet. We are working on it and it will be here soon.
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button onClick={close}>OK</Button>
      </Modal.Footer>
    </>
  );
}
