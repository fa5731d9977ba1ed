// Sign-in as a page: at /engine/sign-in (then back to where the user came from: the `from` the
// link passed, a `next` address, the previous page, else the projects) and in place of any
// auth-required screen for a logged-out visitor (which then shows itself).
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { HOME, paths } from '../../app/paths';
import { LoginForm } from '../../components/login-form';
import { PageLayout } from '../../components/page/page-layout';
import { useCurrentAccount } from '../../lib/account-context';
import { usePageTitle } from '../../lib/page-title';
import { useModal } from '../../modals/modal-context';

/** Only addresses of this app are followed, so a crafted link cannot send anyone elsewhere. */
function safeTarget(value: unknown): string | null {
  return typeof value === 'string' && value.startsWith('/engine/') && !value.startsWith(paths.signIn.href()) ? value : null;
}

export default function SignInScreen() {
  const { show } = useModal();
  const { userId, loggingIn } = useCurrentAccount();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const onSignInPage = location.pathname.replace(/\/$/, '') === paths.signIn.patterns[0];
  usePageTitle(onSignInPage ? undefined : 'Sign in');
  const target = safeTarget((location.state as { from?: unknown } | null)?.from) ?? safeTarget(params.get('next'));
  const goBack = () => {
    if (target) void navigate(target, { replace: true });
    else if (location.key !== 'default') void navigate(-1);
    else void navigate(HOME, { replace: true });
  };
  if (onSignInPage && userId && !loggingIn && target) return <Navigate to={target} replace />;
  return (
    <PageLayout title="Sign in" lead={onSignInPage ? undefined : 'Please sign in to see this page.'} width="compact">
      {onSignInPage && userId && !loggingIn ? (
        <p>
          You are signed in. <Link to={HOME}>Go to the open projects</Link>
        </p>
      ) : (
        <LoginForm onSuccess={onSignInPage ? goBack : undefined} onForgotPassword={(email) => show('forgot-password', { email })} />
      )}
      <p className="mt-4 small">
        New here? <Link to={paths.signUp.href()}>Create an account</Link>
      </p>
    </PageLayout>
  );
}
