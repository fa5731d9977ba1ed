// Accepting an invitation (both /join/… and /invitation/… addresses): the invited person sets
// the password of the account prepared for them (the enrolment link is valid 30 days) and is
// signed in.
import Container from 'react-bootstrap/Container';
import { Link, useNavigate, useParams } from 'react-router';
import { HOME, paths } from '../../app/paths';
import { SetPasswordForm } from '../../components/set-password-form';
import { useModal } from '../../modals/modal-context';

export default function JoinScreen() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { show } = useModal();
  return (
    <Container className="py-4" style={{ maxWidth: 480 }}>
      <h1 className="h3 mb-3">Join</h1>
      <p>Welcome! Your account is ready. Choose a password to finish setting it up.</p>
      <SetPasswordForm
        token={token}
        submitLabel="Create my password"
        onDone={() => {
          void navigate(HOME, { replace: true });
          show('succesfuly-saved', { heading: 'Welcome aboard', message: 'Your password is set and you are signed in.' });
        }}
        onExpired={() => show('contact-us', { subject: 'My invitation link does not work' })}
      />
      <p className="small text-body-secondary mt-4">
        Already have a password? <Link to={paths.signIn.href()}>Sign in</Link>
      </p>
    </Container>
  );
}
