// Confirms a request for one or more experts; a customer is pointed to My Requests, where it
// already appears.
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { useCurrentAccount } from '../../lib/account-context';
import { mayUser } from '../../../api/common/permissions';
import { useModal } from '../modal-context';
import type { ModalPropsMap } from '../modal-keys';

export default function RequestSentModal({ expertName }: ModalPropsMap['request-sent']) {
  const { close } = useModal();
  const { user } = useCurrentAccount();
  return (
    <>
      <Modal.Body>
        <p role="status" className="mb-0">
          Thank you, your request{expertName ? ` for ${expertName}` : ''} has been sent. We will get back to you within
          one working day.
        </p>
      </Modal.Body>
      <Modal.Footer>
        {mayUser(user, 'people') && (
          <Link to={paths.myRequests.href()} className="btn btn-outline-primary" onClick={close}>
            See My Requests
          </Link>
        )}
        <Button onClick={close}>OK</Button>
      </Modal.Footer>
    </>
  );
}
