// Confirms that a form was saved.
import type { ModalPropsMap } from '../modal-keys';
import { ModalMessage } from './modal-message';
import { FormattedMessage } from 'react-intl';

export default function SavedModal({ message }: ModalPropsMap['succesfuly-saved']) {
  return <ModalMessage>{message ?? <FormattedMessage id="modals.saved" />}</ModalMessage>;
}
