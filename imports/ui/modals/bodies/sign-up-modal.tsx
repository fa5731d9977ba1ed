// The two ways to join: experts start the sign-up wizard, companies register.
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { WORDS } from '../../components/page/words';
import { useModal } from '../modal-context';

export default function SignUpModal() {
  const { show, close } = useModal();
  const navigate = useNavigate();
  return (
    <>
      <Modal.Body>
        <div className="d-grid gap-3">
          <section aria-labelledby="sign-up-expert">
            <h3 id="sign-up-expert" className="h6">
              I am an expert
            </h3>
            <p className="small text-body-secondary">Create a profile, upload your CV and apply for projects.</p>
            <Button
              className="w-100"
              onClick={() => {
                close();
                navigate(paths.signUp.href());
              }}
            >
              Sign up as an expert
            </Button>
          </section>
          <section aria-labelledby="sign-up-company">
            <h3 id="sign-up-company" className="h6">
              I am hiring experts
            </h3>
            <p className="small text-body-secondary">{WORDS.registerCompanyWhy}</p>
            <Button variant="outline-primary" className="w-100" onClick={() => show('register-company')}>
              {WORDS.registerCompany}
            </Button>
          </section>
        </div>
      </Modal.Body>
      <Modal.Footer className="justify-content-start">
        <span>Already have an account?</span>
        <Button variant="link" className="px-0" onClick={() => show('login')}>
          Sign in
        </Button>
      </Modal.Footer>
    </>
  );
}
