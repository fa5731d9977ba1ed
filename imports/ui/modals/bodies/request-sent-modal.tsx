// Confirms a request for one or more experts; a customer is pointed to My Requests, where it
// already appears.
import { Link } from '../../app/routing';
import { paths } from '../../app/paths';
import { useCurrentAccount } from '../../lib/account-context';
import { mayUser } from '../../../api/common/permissions';
import { useModal } from '../modal-context';
import type { ModalPropsMap } from '../modal-keys';
import { ModalMessage } from './modal-message';
import { FormattedMessage } from 'react-intl';

export default function RequestSentModal({ expertName }: ModalPropsMap['request-sent']) {
  const { close } = useModal();
  const { user } = useCurrentAccount();
  const myRequests = mayUser(user, 'people') && (
    <Link to={paths.myRequests.href()} className="btn btn-outline-primary" onClick={close}>
      <FormattedMessage id="modals.requestSent.myRequests" />
    </Link>
  );
  return (
    // The form's Send button, which had the focus, is gone: OK takes it (not the page behind).
    <ModalMessage actions={myRequests} focusClose>
      {expertName ? <FormattedMessage id="modals.requestSent.named" values={{ name: expertName }} /> : <FormattedMessage id="modals.requestSent" />}
    </ModalMessage>
  );
}
