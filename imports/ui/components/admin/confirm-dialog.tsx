// Asking an admin before an action with wide effects (archiving a live project, deleting one for
// good): a dialog naming what happens, Cancel (focused first: Enter alone never confirms) and the
// action's button. The server decides; its refusal ("archive it instead") is shown in the dialog,
// which stays open. Closing returns focus to the button that opened it (react-bootstrap's Modal).
import { type ReactNode, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorText } from '../../i18n/error-text';
import type { MessageId } from '../../../i18n/message-ids';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  variant?: 'danger' | 'primary';
  /** Shown when the server's refusal names no message of its own. */
  errorId: MessageId;
  onConfirm(): Promise<void>;
  onClose(): void;
}

export function ConfirmDialog({ title, children, confirmLabel, variant = 'danger', errorId, onConfirm, onClose }: ConfirmDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      onClose();
    } catch (failure) {
      setError(errorText(intl, failure, errorId));
      setBusy(false);
    }
  }

  return (
    <Modal show onHide={onClose} aria-labelledby={titleId} centered>
      <Modal.Header closeButton closeLabel={intl.formatMessage({ id: 'common.close' })}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {children}
        {error && (
          <Alert variant="danger" className="mb-0 mt-3" role="alert">
            {error}
          </Alert>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose} autoFocus>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button variant={variant} disabled={busy} onClick={() => void confirm()}>
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
