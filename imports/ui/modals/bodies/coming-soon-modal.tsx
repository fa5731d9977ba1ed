// For features announced but not available yet.
import { ModalMessage } from './modal-message';

export default function ComingSoonModal() {
  return <ModalMessage status={false}>This is not available yet. We are working on it and it will be here soon.</ModalMessage>;
}
