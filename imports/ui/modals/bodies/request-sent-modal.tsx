// Confirms a request for one or more experts; a customer is pointed to My Requests, where it
// already appears.
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { useCurrentAccount } from '../../lib/account-context';
import { mayUser } from '../../../api/common/permissions';
import { useModal } from '../modal-context';
import type { ModalPropsMap } from '../modal-keys';
import { ModalMessage } from './modal-message';

export default function RequestSentModal({ expertName }: ModalPropsMap['request-sent']) {
  const { close } = useModal();
  const { user } = useCurrentAccount();
  const myRequests = mayUser(user, 'people') && (
    <Link to={paths.myRequests.href()} className="btn btn-outline-primary" onClick={close}>
      See My Requests
    </Link>
  );
  return (
    <ModalMessage actions={myRequests}>
      Thank you, your request{expertName ? ` for ${expertName}` : ''} has been sent. We will get back to you within one
      working day.
    </ModalMessage>
  );
}
