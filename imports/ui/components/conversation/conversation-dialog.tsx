// A back-office row's conversation in a dialog: the admins' side of a request's or an
// application's thread, opened from the table's Messages button.
import { useId } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useIntl } from 'react-intl';
import { Conversation, type ConversationProps } from './conversation';

export function ConversationDialog({ title, onClose, ...conversation }: Omit<ConversationProps, 'side'> & { title: string; onClose(): void }) {
  const titleId = useId();
  const intl = useIntl();
  return (
    <Modal show onHide={onClose} aria-labelledby={titleId} centered size="lg">
      <Modal.Header closeButton closeLabel={intl.formatMessage({ id: 'common.close' })}>
        <Modal.Title id={titleId} as="h2" className="h5 text-break">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Conversation {...conversation} side="agency" />
      </Modal.Body>
    </Modal>
  );
}
