// A company's invitation from its mailed link (/engine/invitation/{token}): who invites the
// person to which company, in which role, and the way to answer that fits who they are. Signed in
// with the invited address: Accept or Decline. An address with an account, signed out: sign in
// first (then Accept or Decline). An address without one: name and password right here, the
// account made at acceptance; or Decline. Signed in as someone else: sign out first. Accepting
// lands on My Company; an expired, used or withdrawn link says so.
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Link, useNavigate, useParams } from '../../app/routing';
import type { InvitationByLink } from '../../../api/company-invitations/answers-types';
import { paths } from '../../app/paths';
import { LoginForm } from '../../components/login-form';
import { PageLayout } from '../../components/page/page-layout';
import { LinkPending } from './link-pending';
import { LoadingState } from '../../components/page/view-states';
import { useCurrentAccount } from '../../lib/account-context';
import { useModal } from '../../modals/modal-context';
import { invitationLead } from '../company/invitation-words';
import { JoinPasswordForm } from './join-password-form';
import { isRefusedLink, useCompanyInvitation } from './use-invitation';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorText } from '../../i18n/error-text';

function RefusedInvitation() {
  const intl = useIntl();
  return (
    <PageLayout title={intl.formatMessage({ id: 'join.company.refusedTitle' })} width="narrow">
      <Alert variant="warning">
        <FormattedMessage id="join.company.refused" values={{ link: (chunks) => <Link className="alert-link" to={paths.signIn.href()}>{chunks}</Link> }} />
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
        <FormattedMessage id="join.accept" />
      </Button>
      <Button variant="outline-secondary" disabled={busy} onClick={() => void answer('decline')}>
        <FormattedMessage id="join.decline" />
      </Button>
    </div>
  );
}

function Answering({ token, invitation, onDeclined, onRefused }: { token: string; invitation: InvitationByLink; onDeclined: () => void; onRefused: () => void }) {
  const { userId, user, callMethod, logout, signUpFromInvitation } = useCurrentAccount();
  const { show } = useModal();
  const navigate = useNavigate();
  const intl = useIntl();
  const [error, setError] = useState<string | null>(null);
  const joined = () => {
    navigate(paths.company.href());
    show('succesfuly-saved', {
      heading: intl.formatMessage({ id: 'join.company.welcomeHeading' }, { company: invitation.companyName }),
      message: intl.formatMessage({ id: 'join.company.welcome' }),
    });
  };
  const answer = async (choice: Answer, signedIn: boolean) => {
    setError(null);
    try {
      if (choice === 'accept') await callMethod('companyInvitations.accept', invitation.invitationId);
      else if (signedIn) await callMethod('companyInvitations.decline', invitation.invitationId);
      else await callMethod('companyInvitations.declineByLink', token);
    } catch (failure) {
      if (isRefusedLink(failure)) onRefused();
      else setError(errorText(intl, failure, 'join.company.answerFailed'));
      return;
    }
    if (choice === 'accept') joined();
    else onDeclined();
  };
  const mine = (user?.emails ?? []).some((entry) => entry.address.toLowerCase() === invitation.address);
  let body;
  if (userId && !user) {
    body = (
      <LoadingState>
        <FormattedMessage id="join.signingIn" />
      </LoadingState>
    );
  } else if (userId && mine) {
    body = <AnswerButtons onAnswer={(choice) => answer(choice, true)} />;
  } else if (userId) {
    body = (
      <Alert variant="info">
        <p>
          <FormattedMessage
            id="join.company.otherAddress"
            values={{ invited: invitation.address, current: user?.emails?.[0]?.address ?? intl.formatMessage({ id: 'join.company.otherAddressUnknown' }) }}
          />
        </p>
        <Button variant="outline-primary" onClick={() => void logout()}>
          <FormattedMessage id="join.signOut" />
        </Button>
      </Alert>
    );
  } else if (invitation.hasAccount) {
    body = (
      <>
        <p>
          <FormattedMessage id="join.company.hasAccount" values={{ address: invitation.address }} />
        </p>
        <LoginForm email={invitation.address} onForgotPassword={(email) => show('forgot-password', { email })} />
      </>
    );
  } else {
    body = (
      <>
        <p>
          <FormattedMessage id="join.company.createToAccept" values={{ address: invitation.address }} />
        </p>
        <JoinPasswordForm
          asksName
          name={{ first: '', last: '' }}
          submitLabel={intl.formatMessage({ id: 'join.company.acceptAndCreate' })}
          accept={(password, name) => signUpFromInvitation(token, password, name ?? { first: '', last: '' })}
          onDone={joined}
          onRefused={onRefused}
        />
        <p className="mt-4">
          <FormattedMessage id="join.company.notInterested" />
          <Button variant="link" className="p-0 ms-1 align-baseline" onClick={() => void answer('decline', false)}>
            <FormattedMessage id="join.company.declineInvitation" />
          </Button>
        </p>
      </>
    );
  }
  return (
    <PageLayout title={intl.formatMessage({ id: 'join.title' })} lead={invitationLead(invitation)} width="narrow">
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
  const intl = useIntl();
  if (phase === 'refused' || invitation.status === 'refused') return <RefusedInvitation />;
  if (invitation.status !== 'ready') return <LinkPending state={invitation} />;
  if (phase === 'declined') {
    return (
      <PageLayout title={intl.formatMessage({ id: 'join.company.declinedTitle' })} width="narrow">
        <p role="status">
          <FormattedMessage id="join.company.declined" values={{ company: invitation.invitation.companyName }} />
        </p>
      </PageLayout>
    );
  }
  return <Answering token={token} invitation={invitation.invitation} onDeclined={() => setPhase('declined')} onRefused={() => setPhase('refused')} />;
}
