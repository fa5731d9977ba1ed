// Sign-in as a page: at /engine/sign-in (then on to the projects) and in place of any
// auth-required screen for a logged-out visitor (which then shows itself).
import Container from 'react-bootstrap/Container';
import { useLocation, useNavigate } from 'react-router';
import { HOME, paths } from '../../app/paths';
import { LoginForm } from '../../components/login-form';
import { usePageTitle } from '../../lib/page-title';
import { useModal } from '../../modals/modal-context';

export default function SignInScreen() {
  const { show } = useModal();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const onSignInPage = pathname.replace(/\/$/, '') === paths.signIn.patterns[0];
  usePageTitle(onSignInPage ? undefined : 'Sign in');
  return (
    <Container className="py-4" style={{ maxWidth: 480 }}>
      <h1 className="h3 mb-3">Sign in</h1>
      {!onSignInPage && <p>Please sign in to see this page.</p>}
      <LoginForm
        onSuccess={() => {
          if (onSignInPage) navigate(HOME);
        }}
        onForgotPassword={(email) => show('forgot-password', { email })}
      />
    </Container>
  );
}
