// Accepting an invitation (both /join/… and /invitation/… addresses): the invited person sets
// the password of the account prepared for them (the enrolment link is valid 30 days) and is
// signed in; an invited expert continues in the sign-up wizard at the first unfinished step,
// anyone else goes on to the app. A link that expired or was used already says so and offers
// to request a new invitation.
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link, Navigate, useParams } from 'react-router';
import { HOME, paths } from '../../app/paths';
import { PageLayout } from '../../components/page/page-layout';
import { LoadingState } from '../../components/page/view-states';
import { useCurrentAccount } from '../../lib/account-context';
import { rolesOf } from '../../lib/account-types';
import { useWizardUser } from '../../lib/own-user-data';
import { firstUnfinishedStep } from '../../lib/own-user-steps';
import { useModal } from '../../modals/modal-context';
import { JoinPasswordForm } from './join-password-form';
import { RequestInvitationForm } from './request-invitation-form';

type Phase = 'form' | 'joined' | 'refused';

/** Where a newly joined user goes: an expert to the wizard (or their profile once it is complete). */
function Joined() {
  const { userId, user: account } = useCurrentAccount();
  const { loading, user } = useWizardUser(userId);
  const { show } = useModal();
  const candidate = rolesOf(account).includes('candidate');
  const ready = Boolean(userId && account && !loading && user);
  useEffect(() => {
    if (ready) show('succesfuly-saved', { heading: 'Welcome aboard', message: 'Your password is set and you are signed in.' });
  }, [ready, show]);
  if (!ready) return <LoadingState>Signing you in…</LoadingState>;
  if (!candidate) return <Navigate to={HOME} replace />;
  const step = firstUnfinishedStep(user);
  return <Navigate to={step ? paths.signUpStep.href(step) : paths.profile.href()} replace />;
}

export default function JoinScreen() {
  const { token = '' } = useParams();
  const [phase, setPhase] = useState<Phase>('form');
  if (phase === 'joined') return <Joined />;
  if (phase === 'refused') {
    return (
      <PageLayout title="This invitation link no longer works" width="narrow">
        <Alert variant="warning">
          The link has expired (invitations are valid for 30 days) or it has already been used to set a password.
          If you set your password already, <Link className="alert-link" to={paths.signIn.href()}>sign in</Link>. Otherwise ask us for a new invitation.
        </Alert>
        <h2 className="h5 mt-4">Request a new invitation</h2>
        <RequestInvitationForm />
      </PageLayout>
    );
  }
  return (
    <PageLayout title="Join" lead="Welcome! Your account is ready. Choose a password to finish setting it up." width="narrow">
      <JoinPasswordForm token={token} onDone={() => setPhase('joined')} onRefused={() => setPhase('refused')} />
      <p className="small text-body-secondary mt-4">
        Already have a password? <Link to={paths.signIn.href()}>Sign in</Link>
      </p>
    </PageLayout>
  );
}
