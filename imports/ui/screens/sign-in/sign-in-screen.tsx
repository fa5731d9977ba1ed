// Sign-in as a page: at /engine/sign-in (then back to where the user came from: a `next` address,
// the previous page of the app, else the projects) and in place of any
// auth-required screen for a logged-out visitor (which then shows itself).
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useCanGoBack, useLocation, useNavigate, useSearchParams } from '../../app/routing';
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
  const canGoBack = useCanGoBack();
  const location = useLocation();
  const [params] = useSearchParams();
  const intl = useIntl();
  const onSignInPage = location.pathname.replace(/\/$/, '') === paths.signIn.patterns[0];
  usePageTitle(onSignInPage ? undefined : intl.formatMessage({ id: paths.signIn.titleId }));
  const target = safeTarget(params.get('next'));
  const goBack = () => {
    if (target) navigate(target, { replace: true });
    else if (canGoBack()) navigate(-1);
    else navigate(HOME, { replace: true });
  };
  if (onSignInPage && userId && !loggingIn && target) return <Navigate to={target} replace />;
  return (
    <PageLayout
      title={<FormattedMessage id={paths.signIn.titleId} />}
      lead={onSignInPage ? undefined : <FormattedMessage id="layout.signInPage.lead" />}
      width="compact"
    >
      {onSignInPage && userId && !loggingIn ? (
        <p>
          <FormattedMessage id="layout.signInPage.signedIn" values={{ link: (chunks) => <Link to={HOME}>{chunks}</Link> }} />
        </p>
      ) : (
        <LoginForm onSuccess={onSignInPage ? goBack : undefined} onForgotPassword={(email) => show('forgot-password', { email })} />
      )}
      <p className="mt-4 small">
        <FormattedMessage id="layout.signInPage.newHere" values={{ link: (chunks) => <Link to={paths.signUp.href()}>{chunks}</Link> }} />
      </p>
    </PageLayout>
  );
}
