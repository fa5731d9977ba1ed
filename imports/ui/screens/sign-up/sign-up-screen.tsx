// The start of a sign-up (both /registration and /sign-up addresses): experts go on to the
// five-step wizard, companies to "Register your company" (their account with a password, then
// the company form), the same dialog the header's Sign up offers. A signed-in candidate who has
// not finished the wizard is taken to the first unfinished step.
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link, Navigate } from '../../app/routing';
import { paths } from '../../app/paths';
import { PageLayout } from '../../components/page/page-layout';
import { LoadingState } from '../../components/page/view-states';
import { useCurrentAccount } from '../../lib/account-context';
import { rolesOf } from '../../../api/common/permissions';
import { useWizardUser } from '../../lib/own-user-data';
import { firstUnfinishedStep } from '../../lib/wizard-state';
import { useModal } from '../../modals/modal-context';
import { FormattedMessage, useIntl } from 'react-intl';

/** One side of the marketplace: a card named by its heading, with what joining means and the way in. */
function SideChoice({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Col md={6}>
      <Card as="section" aria-labelledby={id} className="h-100">
        <Card.Body>
          <h2 id={id} className="h5">
            {title}
          </h2>
          {children}
        </Card.Body>
      </Card>
    </Col>
  );
}

export default function SignUpScreen() {
  const { userId, user: account } = useCurrentAccount();
  const { loading, user } = useWizardUser(userId);
  const { show } = useModal();
  const intl = useIntl();
  if (userId && (loading || !user)) return <LoadingState />;
  // A candidate who has not finished the wizard resumes at the first unfinished step.
  const resumeAt = userId && rolesOf(account).includes('candidate') ? firstUnfinishedStep(user) : null;
  if (resumeAt) return <Navigate to={paths.signUpStep.href(resumeAt)} replace />;
  if (userId) {
    return (
      <PageLayout title={intl.formatMessage({ id: 'sign-up.title' })}>
        <p>
          <FormattedMessage id="sign-up.haveAccount" values={{ link: (chunks) => <Link to={paths.profile.href()}>{chunks}</Link> }} />
        </p>
      </PageLayout>
    );
  }
  return (
    <PageLayout title={intl.formatMessage({ id: 'sign-up.title' })} lead={intl.formatMessage({ id: 'sign-up.lead' })}>
      <Row className="g-3">
        <SideChoice id="sign-up-expert" title={intl.formatMessage({ id: 'sign-up.expert' })}>
          <p>
            <FormattedMessage id="sign-up.expertWhy" />
          </p>
          <Link className="btn btn-primary" to={paths.signUpStep.href('personal-details-1')}>
            <FormattedMessage id="sign-up.asExpert" />
          </Link>
        </SideChoice>
        <SideChoice id="sign-up-company" title={intl.formatMessage({ id: 'sign-up.hiring' })}>
          <p>
            <FormattedMessage id="sign-up.companyWhy" />
          </p>
          <Button variant="outline-primary" onClick={() => show('register-company', {})}>
            <FormattedMessage id="sign-up.registerCompany" />
          </Button>
        </SideChoice>
      </Row>
      <p className="mt-4 small">
        <FormattedMessage id="sign-up.alreadyRegistered" values={{ link: (chunks) => <Link to={paths.signIn.href()}>{chunks}</Link> }} />
      </p>
    </PageLayout>
  );
}
