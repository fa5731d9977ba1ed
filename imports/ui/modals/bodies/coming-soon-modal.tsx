// For features announced but not available yet.
import { ModalMessage } from './modal-message';
import { FormattedMessage } from 'react-intl';

export default function ComingSoonModal() {
  return (
    <ModalMessage status={false}>
      <FormattedMessage id="modals.comingSoon" />
    </ModalMessage>
  );
}
