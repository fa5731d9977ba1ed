// Why some actions need an account, with the two ways forward.
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useModal } from '../modal-context';
import { FormattedMessage } from 'react-intl';

export default function LoginInfoModal() {
  const { show } = useModal();
  return (
    <>
      <Modal.Body>
        <p>
          <FormattedMessage id="modals.loginInfo.open" />
        </p>
        <p className="mb-0">
          <FormattedMessage id="modals.loginInfo.account" />
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-primary" onClick={() => show('sign-up')}>
          <FormattedMessage id="modals.signUp" />
        </Button>
        <Button onClick={() => show('login')}>
          <FormattedMessage id="modals.signIn" />
        </Button>
      </Modal.Footer>
    </>
  );
}
