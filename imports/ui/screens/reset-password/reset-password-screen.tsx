// A new password from the link in the reset e-mail (valid three days, usable once). Setting it
// logs the user in and takes them to the projects.
import { useNavigate, useParams } from 'react-router';
import { HOME } from '../../app/paths';
import { PageLayout } from '../../components/page/page-layout';
import { SetPasswordForm } from '../../components/set-password-form';
import { useModal } from '../../modals/modal-context';

export default function ResetPasswordScreen() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { show } = useModal();
  return (
    <PageLayout title="Reset password" lead="Choose a new password for your account. You will be signed in right after." width="compact">
      <SetPasswordForm
        token={token}
        submitLabel="Set new password"
        onDone={() => {
          void navigate(HOME, { replace: true });
          show('succesfuly-saved', { heading: 'Password changed', message: 'Your new password is set and you are signed in.' });
        }}
        onExpired={() => show('forgot-password')}
      />
    </PageLayout>
  );
}
