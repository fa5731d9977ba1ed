// The foot of a dialog's form: Cancel closes the dialog, the submit button sends the form and is
// disabled while it is being sent. Every form dialog ends the same way.
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useModal } from '../modal-context';
import { FormattedMessage } from 'react-intl';

export function ModalFormFooter({ submitting, children }: { submitting: boolean; /** The submit button's text. */ children: ReactNode }) {
  const { close } = useModal();
  return (
    <Modal.Footer>
      <Button variant="outline-secondary" onClick={close}>
        <FormattedMessage id="modals.cancel" />
      </Button>
      <Button type="submit" disabled={submitting}>
        {children}
      </Button>
    </Modal.Footer>
  );
}
