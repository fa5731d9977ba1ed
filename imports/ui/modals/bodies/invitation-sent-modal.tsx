// Confirms a request for an invitation to the marketplace.
import { ModalMessage } from './modal-message';

export default function InvitationSentModal() {
  return (
    <ModalMessage>
      We have your request for an invitation. Once our team has reviewed it you will receive an e-mail with a link to
      join.
    </ModalMessage>
  );
}
