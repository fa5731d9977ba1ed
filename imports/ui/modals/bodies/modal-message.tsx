// A modal that only tells the user something (saved, sent, not available yet) and closes.
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useModal } from '../modal-context';
import { FormattedMessage } from 'react-intl';

export interface ModalMessageProps {
  children: ReactNode;
  /** The close button's words; OK otherwise. */
  closeLabel?: ReactNode;
  /** Announces the text to screen readers: the outcome of what the user just did. */
  status?: boolean;
  /** Ways forward shown before the close button. */
  actions?: ReactNode;
  focusClose?: boolean;
}

export function ModalMessage({ children, closeLabel, status = true, actions, focusClose }: ModalMessageProps) {
  const { close } = useModal();
  return (
    <>
      <Modal.Body>
        <p role={status ? 'status' : undefined} className="mb-0">
          {children}
        </p>
      </Modal.Body>
      <Modal.Footer>
        {actions}
        <Button onClick={close} autoFocus={focusClose}>
          {closeLabel ?? <FormattedMessage id="modals.ok" />}
        </Button>
      </Modal.Footer>
    </>
  );
}
