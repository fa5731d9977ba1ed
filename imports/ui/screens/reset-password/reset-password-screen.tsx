// Setting a new password from the link in the reset e-mail.
import { PlannedScreen } from '../../components/planned-screen';

export default function ResetPasswordScreen() {
  return (
    <PlannedScreen heading="Reset password">
      <p>Here you will choose a new password for your account. The link from the e-mail is valid for three days.</p>
    </PlannedScreen>
  );
}
