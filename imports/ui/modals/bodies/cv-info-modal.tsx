// What the CV is for and what makes a good one.
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useModal } from '../modal-context';

export default function CvInfoModal() {
  const { close } = useModal();
  return (
    <>
      <Modal.Body>
        <p>Your CV is what our team and our clients read first when you apply for a project.</p>
        <ul className="mb-0">
          <li>Upload it as a PDF or Word document.</li>
          <li>Put your most recent projects first, with your role, the technologies and the outcome.</li>
          <li>Mention the languages you work in and the level you speak them at.</li>
          <li>It is shared only with clients of projects you apply for.</li>
        </ul>
      </Modal.Body>
      <Modal.Footer>
        <Button onClick={close}>Got it</Button>
      </Modal.Footer>
    </>
  );
}
