// Confirms that a form was saved.
import type { ModalPropsMap } from '../modal-keys';
import { ModalMessage } from './modal-message';

export default function SavedModal({ message }: ModalPropsMap['succesfuly-saved']) {
  return <ModalMessage>{message ?? 'Your changes have been saved.'}</ModalMessage>;
}
