// Accepting the agency's invitation (/join/…, the enrolment link of an answered invitation
// request; a company's invitation is company-invitation-screen.tsx): the invited person sets the
// password of the account prepared for them (the link is valid 30 days), giving their name first
// unless they are an expert, and is signed in; an invited expert continues in the sign-up wizard
// at the first unfinished step, a customer lands on My Company. A link that expired or was used already says
// so and offers to request a new invitation.
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link, Navigate, useParams } from 'react-router';
import type { InvitationInfo } from '../../../api/users/sign-up-schemas';
import { paths } from '../../app/paths';
import { PageLayout } from '../../components/page/page-layout';
import { LinkPending } from './link-pending';
import { LoadingState } from '../../components/page/view-states';
import { useCurrentAccount } from '../../lib/account-context';
import { rolesOf } from '../../../api/common/permissions';
import { useWizardUser } from '../../lib/own-user-data';
import { firstUnfinishedStep } from '../../lib/wizard-state';
import { useModal } from '../../modals/modal-context';
import { JoinPasswordForm } from './join-password-form';
import { RequestInvitationForm } from './request-invitation-form';
import { useInvitation } from './use-invitation';

/** Where a newly joined user goes: an expert to the wizard (or their profile once it is complete), anyone else to My Company. */
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
  if (!candidate) return <Navigate to={paths.company.href()} replace />;
  const step = firstUnfinishedStep(user);
  return <Navigate to={step ? paths.signUpStep.href(step) : paths.profile.href()} replace />;
}

function RefusedLink() {
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

function leadOf(invitation: InvitationInfo): string {
  if (!invitation.asksName) return 'Welcome! Your account is ready. Choose a password to finish setting it up.';
  return 'Welcome! Your account is ready. Tell us your name and choose a password to finish setting it up.';
}

export default function JoinScreen() {
  const { token = '' } = useParams();
  const { acceptInvitation } = useCurrentAccount();
  const invitation = useInvitation(token);
  const [phase, setPhase] = useState<'form' | 'joined' | 'refused'>('form');
  if (phase === 'joined') return <Joined />;
  if (phase === 'refused' || invitation.status === 'refused') return <RefusedLink />;
  if (invitation.status !== 'ready') return <LinkPending state={invitation} />;
  return (
    <PageLayout title="Join" lead={leadOf(invitation.invitation)} width="narrow">
      <JoinPasswordForm
        asksName={invitation.invitation.asksName}
        name={invitation.invitation.name}
        submitLabel="Set my password and continue"
        accept={(password, name) => acceptInvitation(token, password, name)}
        onDone={() => setPhase('joined')}
        onRefused={() => setPhase('refused')}
      />
      <p className="small text-body-secondary mt-4">
        Already have a password? <Link to={paths.signIn.href()}>Sign in</Link>
      </p>
    </PageLayout>
  );
}
