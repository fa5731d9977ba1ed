// A last confirmation before the account is deleted, saying what is erased and what is kept (as
// users.deleteAccount does); the screen that opens it does the deleting.
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useModal } from '../modal-context';
import type { ModalPropsMap } from '../modal-keys';
import { useServerAction } from '../../lib/use-server-action';
import { FormattedMessage } from 'react-intl';
import { MessageList } from './message-list';

export default function DeleteAccountModal({ onConfirm }: ModalPropsMap['delete-account']) {
  const { close } = useModal();
  const { busy, problems, run } = useServerAction();
  const confirm = async () => {
    if (await run(onConfirm)) close();
  };
  return (
    <>
      <Modal.Body>
        <p>
          <FormattedMessage id="modals.delete.cannotUndo" />
        </p>
        <p className="mb-1 fw-semibold">
          <FormattedMessage id="modals.delete.erased" />
        </p>
        <MessageList ids={['modals.delete.erased.contact', 'modals.delete.erased.profile', 'modals.delete.erased.password']} />
        <p className="mb-1 fw-semibold">
          <FormattedMessage id="modals.delete.kept" />
        </p>
        <MessageList ids={['modals.delete.kept.agreements', 'modals.delete.kept.account']} />
        {problems.map((problem) => (
          <Alert key={problem} variant="danger" role="alert" className="mb-0">
            {problem}
          </Alert>
        ))}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={close} autoFocus>
          <FormattedMessage id="modals.delete.keep" />
        </Button>
        <Button variant="danger" onClick={confirm} disabled={busy}>
          <FormattedMessage id="modals.delete.confirm" />
        </Button>
      </Modal.Footer>
    </>
  );
}
