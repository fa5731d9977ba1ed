// A logged-out visitor who wants an expert: sign in (and go on to the request), or leave contact
// details and send the request without an account.
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useModal } from '../modal-context';
import type { ModalPropsMap } from '../modal-keys';
import { VisitorRequestForm } from './visitor-request-form';
import { FormattedMessage } from 'react-intl';

export default function SendRequestOrLoginModal(target: ModalPropsMap['send-request-or-login']) {
  const { show } = useModal();
  const [leavingDetails, setLeavingDetails] = useState(false);
  if (leavingDetails) return <VisitorRequestForm {...target} onBack={() => setLeavingDetails(false)} />;
  return (
    <Modal.Body>
      <p>
        {target.expertName ? <FormattedMessage id="modals.requestOrLogin.named" values={{ name: target.expertName }} /> : <FormattedMessage id="modals.requestOrLogin" />}
      </p>
      <div className="d-grid gap-2">
        <Button onClick={() => show('login', { request: target })}>
          <FormattedMessage id="modals.signIn" />
        </Button>
        <Button variant="outline-primary" onClick={() => setLeavingDetails(true)}>
          <FormattedMessage id="modals.requestOrLogin.leaveDetails" />
        </Button>
      </div>
    </Modal.Body>
  );
}
