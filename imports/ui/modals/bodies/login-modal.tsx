// Sign in without leaving the page; on success the welcome note (or the request the visitor
// was about to send) replaces this dialog.
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { LoginForm } from '../../components/login-form';
import { useModal } from '../modal-context';
import type { ModalPropsMap } from '../modal-keys';
import { FormattedMessage } from 'react-intl';

export default function LoginModal({ email, request }: ModalPropsMap['login']) {
  const { show } = useModal();
  return (
    <>
      <Modal.Body>
        <LoginForm
          email={email}
          onSuccess={() => (request ? show('send-request', request) : show('succesfuly-logged-in'))}
          onForgotPassword={(typed) => show('forgot-password', { email: typed })}
        />
      </Modal.Body>
      <Modal.Footer className="justify-content-start">
        <span>
          <FormattedMessage id="modals.login.newHere" />
        </span>
        <Button variant="link" className="px-0" onClick={() => show('sign-up')}>
          <FormattedMessage id="modals.login.createAccount" />
        </Button>
      </Modal.Footer>
    </>
  );
}
