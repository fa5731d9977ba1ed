// What the CV is for and what makes a good one.
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useModal } from '../modal-context';
import { FormattedMessage } from 'react-intl';

export default function CvInfoModal() {
  const { close } = useModal();
  return (
    <>
      <Modal.Body>
        <p>
          <FormattedMessage id="modals.cvInfo.lead" />
        </p>
        <ul className="mb-0">
          <li>
            <FormattedMessage id="modals.cvInfo.format" />
          </li>
          <li>
            <FormattedMessage id="modals.cvInfo.recent" />
          </li>
          <li>
            <FormattedMessage id="modals.cvInfo.languages" />
          </li>
          <li>
            <FormattedMessage id="modals.cvInfo.shared" />
          </li>
        </ul>
      </Modal.Body>
      <Modal.Footer>
        <Button onClick={close}>
          <FormattedMessage id="modals.cvInfo.gotIt" />
        </Button>
      </Modal.Footer>
    </>
  );
}
