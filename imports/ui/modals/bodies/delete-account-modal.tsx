// A last confirmation before the account is deleted; the screen that opens it does the deleting.
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { generalErrorMessage } from '../../forms/schema-errors';
import { useModal } from '../modal-context';
import type { ModalPropsMap } from '../modal-keys';

export default function DeleteAccountModal({ onConfirm }: ModalPropsMap['delete-account']) {
  const { close } = useModal();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      close();
    } catch (failure) {
      setError(generalErrorMessage(failure));
      setBusy(false);
    }
  };
  return (
    <>
      <Modal.Body>
        <p>Your profile, CV, applications and documents will be removed. This cannot be undone.</p>
        {error && (
          <Alert variant="danger" role="alert" className="mb-0">
            {error}
          </Alert>
        )}
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
