// Accepting the agency's invitation (/join/…, the enrolment link of an answered invitation
// request; a company's invitation is company-invitation-screen.tsx): the invited person sets the
// password of the account prepared for them (the link is valid 30 days), giving their name first
// unless they are an expert, and is signed in; an invited expert continues in the sign-up wizard
// at the first unfinished step, a customer lands on My Company. A link that expired or was used already says
// so and offers to request a new invitation.
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link, Navigate, useParams } from '../../app/routing';
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
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';

/** Where a newly joined user goes: an expert to the wizard (or their profile once it is complete), anyone else to My Company. */
function Joined() {
  const { userId, user: account } = useCurrentAccount();
  const { loading, user } = useWizardUser(userId);
  const { show } = useModal();
  const candidate = rolesOf(account).includes('candidate');
  const ready = Boolean(userId && account && !loading && user);
  const intl = useIntl();
  useEffect(() => {
    if (ready) show('succesfuly-saved', { heading: intl.formatMessage({ id: 'join.welcomeHeading' }), message: intl.formatMessage({ id: 'join.passwordSet' }) });
  }, [ready, show, intl]);
  if (!ready) {
    return (
      <LoadingState>
        <FormattedMessage id="join.signingIn" />
      </LoadingState>
    );
  }
  if (!candidate) return <Navigate to={paths.company.href()} replace />;
  const step = firstUnfinishedStep(user);
  return <Navigate to={step ? paths.signUpStep.href(step) : paths.profile.href()} replace />;
}

function RefusedLink() {
  const intl = useIntl();
  return (
    <PageLayout title={intl.formatMessage({ id: 'join.refusedTitle' })} width="narrow">
      <Alert variant="warning">
        <FormattedMessage id="join.refused" values={{ link: (chunks) => <Link className="alert-link" to={paths.signIn.href()}>{chunks}</Link> }} />
      </Alert>
      <h2 className="h5 mt-4">
        <FormattedMessage id="join.requestNew" />
      </h2>
      <RequestInvitationForm />
    </PageLayout>
  );
}

function leadOf(intl: IntlShape, invitation: InvitationInfo): string {
  return intl.formatMessage({ id: invitation.asksName ? 'join.leadWithName' : 'join.lead' });
}

export default function JoinScreen() {
  const { token = '' } = useParams();
  const { acceptInvitation } = useCurrentAccount();
  const invitation = useInvitation(token);
  const [phase, setPhase] = useState<'form' | 'joined' | 'refused'>('form');
  const intl = useIntl();
  if (phase === 'joined') return <Joined />;
  if (phase === 'refused' || invitation.status === 'refused') return <RefusedLink />;
  if (invitation.status !== 'ready') return <LinkPending state={invitation} />;
  return (
    <PageLayout title={intl.formatMessage({ id: 'join.title' })} lead={leadOf(intl, invitation.invitation)} width="narrow">
      <JoinPasswordForm
        asksName={invitation.invitation.asksName}
        name={invitation.invitation.name}
        submitLabel={intl.formatMessage({ id: 'join.setPassword' })}
        accept={(password, name) => acceptInvitation(token, password, name)}
        onDone={() => setPhase('joined')}
        onRefused={() => setPhase('refused')}
      />
      <p className="small text-body-secondary mt-4">
        <FormattedMessage id="join.havePassword" values={{ link: (chunks) => <Link to={paths.signIn.href()}>{chunks}</Link> }} />
      </p>
    </PageLayout>
  );
}
