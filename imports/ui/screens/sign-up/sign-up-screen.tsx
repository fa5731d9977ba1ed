// The start of an expert's sign-up (both /registration and /sign-up addresses).
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { PlannedScreen } from '../../components/planned-screen';

export default function SignUpScreen() {
  return (
    <PlannedScreen heading="Sign up">
      <p>Create your expert profile in five short steps: personal details, experience and your CV.</p>
      <Link className="btn btn-primary" to={paths.signUpStep.href('personal-details-1')}>
        Start
      </Link>
    </PlannedScreen>
  );
}
