// The link in a verification mail (/engine/verify-email/{token}): Meteor's `verifyEmail` confirms
// the address and signs the user in, then the journey the sign-up began goes on: a candidate to
// the wizard's first unfinished step, a customer without a company to the company form (the
// register-company dialog on My Company), anyone else (a finished journey, an address change) to
// My Profile, told that the address is confirmed. A used or replaced link says so, and signing in on the same page
// sends a new one (the server refuses an unconfirmed sign-in and mails a link).
import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Navigate, useParams } from '../../app/routing';
import { paths } from '../../app/paths';
import { LoginForm } from '../../components/login-form';
import { PageLayout } from '../../components/page/page-layout';
import { LoadingState } from '../../components/page/view-states';
import { generalErrorMessage } from '../../forms/schema-errors';
import { useMyCompanies } from '../../layout/use-my-companies';
import { useCurrentAccount } from '../../lib/account-context';
import { rolesOf } from '../../../api/common/permissions';
import { useWizardUser } from '../../lib/own-user-data';
import { firstUnfinishedStep } from '../../lib/wizard-state';
import { useModal } from '../../modals/modal-context';
import { FormattedMessage, useIntl } from 'react-intl';

/** Where a user goes once the address is confirmed: the journey they left unfinished, else My Profile. */
function Confirmed() {
  const { userId, user: account } = useCurrentAccount();
  const { loading, user } = useWizardUser(userId);
  const companies = useMyCompanies();
  const { show } = useModal();
  const intl = useIntl();
  const roles = rolesOf(account);
  // Only a customer's way depends on their companies.
  const customer = !roles.includes('candidate') && roles.includes('customer');
  const ready = Boolean(userId && account && !loading && user && !(customer && companies.loading));
  const step = roles.includes('candidate') ? firstUnfinishedStep(user) : null;
  const registersCompany = customer && companies.companies.length === 0;
  useEffect(() => {
    // A wizard step says where the candidate is; the company form opens in its dialog; others are told.
    if (!ready || step) return;
    if (registersCompany) show('register-company', {});
    else show('succesfuly-saved', { heading: intl.formatMessage({ id: 'sign-up.verify.confirmedHeading' }), message: intl.formatMessage({ id: 'sign-up.verify.confirmed' }) });
  }, [ready, step, registersCompany, show, intl]);
  if (!ready) return <LoadingState>
        <FormattedMessage id="sign-up.signingIn" />
      </LoadingState>;
  if (step) return <Navigate to={paths.signUpStep.href(step)} replace />;
  return <Navigate to={registersCompany ? paths.company.href() : paths.profile.href()} replace />;
}

function RefusedLink({ reason, onSignedIn }: { reason: string; onSignedIn: () => void }) {
  const { show } = useModal();
  const intl = useIntl();
  return (
    <PageLayout title={intl.formatMessage({ id: 'sign-up.verify.refusedTitle' })} width="narrow">
      <Alert variant="warning">
        <FormattedMessage id="sign-up.verify.refused" values={{ reason }} />
      </Alert>
      <LoginForm onSuccess={onSignedIn} onForgotPassword={(email) => show('forgot-password', { email })} />
    </PageLayout>
  );
}

export default function VerifyEmailScreen() {
  const { token = '' } = useParams();
  const { verifyEmail } = useCurrentAccount();
  const intl = useIntl();
  const [outcome, setOutcome] = useState<{ phase: 'confirming' | 'confirmed' } | { phase: 'refused'; reason: string }>({ phase: 'confirming' });
  const started = useRef(false);
  useEffect(() => {
    // A link works once: never sent twice (React may run effects twice in development).
    if (started.current) return;
    started.current = true;
    verifyEmail(token).then(
      () => setOutcome({ phase: 'confirmed' }),
      (error: unknown) => setOutcome({ phase: 'refused', reason: generalErrorMessage(error, intl) }),
    );
  }, [token, verifyEmail, intl]);
  if (outcome.phase === 'confirmed') return <Confirmed />;
  if (outcome.phase === 'refused') return <RefusedLink reason={outcome.reason} onSignedIn={() => setOutcome({ phase: 'confirmed' })} />;
  return (
    <PageLayout title={intl.formatMessage({ id: 'sign-up.verify.title' })} width="narrow">
      <LoadingState>
        <FormattedMessage id="sign-up.verify.confirming" />
      </LoadingState>
    </PageLayout>
  );
}
