// The two ways to join: experts start the sign-up wizard, companies register.
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useNavigate } from '../../app/routing';
import { paths } from '../../app/paths';
import { useModal } from '../modal-context';
import { FormattedMessage } from 'react-intl';

export default function SignUpModal() {
  const { show, close } = useModal();
  const navigate = useNavigate();
  return (
    <>
      <Modal.Body>
        <div className="d-grid gap-3">
          <section aria-labelledby="sign-up-expert">
            <h3 id="sign-up-expert" className="h6">
              <FormattedMessage id="modals.signUp.expert" />
            </h3>
            <p className="small text-body-secondary">
              <FormattedMessage id="modals.signUp.expertWhy" />
            </p>
            <Button
              className="w-100"
              onClick={() => {
                close();
                navigate(paths.signUp.href());
              }}
            >
              <FormattedMessage id="modals.signUp.asExpert" />
            </Button>
          </section>
          <section aria-labelledby="sign-up-company">
            <h3 id="sign-up-company" className="h6">
              <FormattedMessage id="modals.signUp.hiring" />
            </h3>
            <p className="small text-body-secondary">
              <FormattedMessage id="modals.signUp.companyWhy" />
            </p>
            <Button variant="outline-primary" className="w-100" onClick={() => show('register-company')}>
              <FormattedMessage id="modals.title.registerCompany" />
            </Button>
          </section>
        </div>
      </Modal.Body>
      <Modal.Footer className="justify-content-start">
        <span>
          <FormattedMessage id="modals.signUp.haveAccount" />
        </span>
        <Button variant="link" className="px-0" onClick={() => show('login')}>
          <FormattedMessage id="modals.signIn" />
        </Button>
      </Modal.Footer>
    </>
  );
}
