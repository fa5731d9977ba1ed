// A company's invitation from its mailed link (/engine/invitation/{token}): who invites the
// person to which company, in which role, and the way to answer that fits who they are. Signed in
// with the invited address: Accept or Decline. An address with an account, signed out: sign in
// first (then Accept or Decline). An address without one: name and password right here, the
// account made at acceptance; or Decline. Signed in as someone else: sign out first. Accepting
// lands on My Company; an expired, used or withdrawn link says so.
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Link, useNavigate, useParams } from 'react-router';
import type { InvitationByLink } from '../../../api/company-invitations/answers-types';
import { paths } from '../../app/paths';
import { LoginForm } from '../../components/login-form';
import { PageLayout } from '../../components/page/page-layout';
import { LinkPending } from './link-pending';
import { LoadingState } from '../../components/page/view-states';
import { useCurrentAccount } from '../../lib/account-context';
import { reasonOf } from '../../lib/method-errors';
import { useModal } from '../../modals/modal-context';
import { invitationLead } from '../company/invitation-words';
import { JoinPasswordForm } from './join-password-form';
import { isRefusedLink, useCompanyInvitation } from './use-invitation';

function RefusedInvitation() {
  return (
    <PageLayout title="This invitation no longer works" width="narrow">
      <Alert variant="warning">
        It has expired (invitations are valid for 14 days), was withdrawn, or has already been answered. Ask the colleague who invited you for a new
        invitation. If you accepted it already, <Link className="alert-link" to={paths.signIn.href()}>sign in</Link>.
      </Alert>
    </PageLayout>
  );
}

type Answer = 'accept' | 'decline';

/** Accept or Decline for a signed-in user with the invited address. */
function AnswerButtons({ onAnswer }: { onAnswer: (answer: Answer) => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const answer = async (choice: Answer) => {
    setBusy(true);
    try {
      await onAnswer(choice);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="d-flex flex-wrap gap-2">
      <Button disabled={busy} onClick={() => void answer('accept')}>
        Accept
      </Button>
      <Button variant="outline-secondary" disabled={busy} onClick={() => void answer('decline')}>
        Decline
      </Button>
    </div>
  );
}

function Answering({ token, invitation, onDeclined, onRefused }: { token: string; invitation: InvitationByLink; onDeclined: () => void; onRefused: () => void }) {
  const { userId, user, callMethod, logout, signUpFromInvitation } = useCurrentAccount();
  const { show } = useModal();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const joined = () => {
    void navigate(paths.company.href());
    show('succesfuly-saved', { heading: `Welcome to ${invitation.companyName}`, message: 'You are now a member and can send requests for experts for the company.' });
  };
  const answer = async (choice: Answer, signedIn: boolean) => {
    setError(null);
    try {
      if (choice === 'accept') await callMethod('companyInvitations.accept', invitation.invitationId);
      else if (signedIn) await callMethod('companyInvitations.decline', invitation.invitationId);
      else await callMethod('companyInvitations.declineByLink', token);
    } catch (failure) {
      if (isRefusedLink(failure)) onRefused();
      else setError(reasonOf(failure, 'The invitation could not be answered. Please try again.'));
      return;
    }
    if (choice === 'accept') joined();
    else onDeclined();
  };
  const mine = (user?.emails ?? []).some((entry) => entry.address.toLowerCase() === invitation.address);
  let body;
  if (userId && !user) {
    body = <LoadingState>Signing you in…</LoadingState>;
  } else if (userId && mine) {
    body = <AnswerButtons onAnswer={(choice) => answer(choice, true)} />;
  } else if (userId) {
    body = (
      <Alert variant="info">
        <p>
          This invitation is for {invitation.address}, and you are signed in with {user?.emails?.[0]?.address ?? 'another address'}. Sign out, then sign
          in with {invitation.address} to answer it.
        </p>
        <Button variant="outline-primary" onClick={() => void logout()}>
          Sign out
        </Button>
      </Alert>
    );
  } else if (invitation.hasAccount) {
    body = (
      <>
        <p>{invitation.address} has an account here: sign in to answer the invitation.</p>
        <LoginForm email={invitation.address} onForgotPassword={(email) => show('forgot-password', { email })} />
      </>
    );
  } else {
    body = (
      <>
        <p>Create your account to accept: your name and a password. The e-mail address is {invitation.address}.</p>
        <JoinPasswordForm
          asksName
          name={{ first: '', last: '' }}
          submitLabel="Accept and create my account"
          accept={(password, name) => signUpFromInvitation(token, password, name ?? { first: '', last: '' })}
          onDone={joined}
          onRefused={onRefused}
        />
        <p className="mt-4">
          Not interested?{' '}
          <Button variant="link" className="p-0 align-baseline" onClick={() => void answer('decline', false)}>
            Decline the invitation
          </Button>
        </p>
      </>
    );
  }
  return (
    <PageLayout title="Join" lead={invitationLead(invitation)} width="narrow">
      {error && (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      )}
      {body}
    </PageLayout>
  );
}

export default function CompanyInvitationScreen() {
  const { token = '' } = useParams();
  const invitation = useCompanyInvitation(token);
  const [phase, setPhase] = useState<'open' | 'declined' | 'refused'>('open');
  if (phase === 'refused' || invitation.status === 'refused') return <RefusedInvitation />;
  if (invitation.status !== 'ready') return <LinkPending state={invitation} />;
  if (phase === 'declined') {
    return (
      <PageLayout title="Invitation declined" width="narrow">
        <p role="status">You declined the invitation to {invitation.invitation.companyName}. Nothing changed on your account.</p>
      </PageLayout>
    );
  }
  return <Answering token={token} invitation={invitation.invitation} onDeclined={() => setPhase('declined')} onRefused={() => setPhase('refused')} />;
}
