// Confirms a request for an invitation to the marketplace.
import { ModalMessage } from './modal-message';
import { FormattedMessage } from 'react-intl';

export default function InvitationSentModal() {
  return (
    <ModalMessage>
      <FormattedMessage id="modals.invitationSent" />
    </ModalMessage>
  );
}
