// A new password from the link in the reset e-mail (valid three days, usable once). Setting it
// logs the user in and takes them to the projects.
import { useNavigate, useParams } from '../../app/routing';
import { HOME } from '../../app/paths';
import { PageLayout } from '../../components/page/page-layout';
import { SetPasswordForm } from '../../components/set-password-form';
import { useModal } from '../../modals/modal-context';
import { useIntl } from 'react-intl';

export default function ResetPasswordScreen() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { show } = useModal();
  const intl = useIntl();
  return (
    <PageLayout title={intl.formatMessage({ id: 'sign-up.reset.title' })} lead={intl.formatMessage({ id: 'sign-up.reset.lead' })} width="compact">
      <SetPasswordForm
        token={token}
        submitLabel={intl.formatMessage({ id: 'sign-up.reset.submit' })}
        onDone={() => {
          navigate(HOME, { replace: true });
          show('succesfuly-saved', { heading: intl.formatMessage({ id: 'sign-up.reset.doneHeading' }), message: intl.formatMessage({ id: 'sign-up.reset.done' }) });
        }}
        onExpired={() => show('forgot-password')}
      />
    </PageLayout>
  );
}
