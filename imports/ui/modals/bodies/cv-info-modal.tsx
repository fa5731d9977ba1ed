// What the CV is for and what makes a good one.
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useModal } from '../modal-context';
import { FormattedMessage } from 'react-intl';
import { MessageList } from './message-list';

export default function CvInfoModal() {
  const { close } = useModal();
  return (
    <>
      <Modal.Body>
        <p>
          <FormattedMessage id="modals.cvInfo.lead" />
        </p>
        <MessageList className="mb-0" ids={['modals.cvInfo.format', 'modals.cvInfo.recent', 'modals.cvInfo.languages', 'modals.cvInfo.shared']} />
      </Modal.Body>
      <Modal.Footer>
        <Button onClick={close}>
          <FormattedMessage id="modals.cvInfo.gotIt" />
        </Button>
      </Modal.Footer>
    </>
  );
}
