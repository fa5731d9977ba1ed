// For features announced but not available yet.
import type { ModalPropsMap } from '../modal-keys';
import { ModalMessage } from './modal-message';

export default function ComingSoonModal({ feature }: ModalPropsMap['coming-soon']) {
  return (
    <ModalMessage status={false}>
      {feature ? `${feature} is` : 'This is'} not available yet. We are working on it and it will be here soon.
    </ModalMessage>
  );
}
