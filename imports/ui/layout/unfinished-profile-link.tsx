// The note of unfinished-profile-note.tsx, in a chunk of its own (only candidates see it): reads
// the candidate's wizard data and links to the first unfinished step, until the wizard is complete.
import Container from 'react-bootstrap/Container';
import { FormattedMessage } from 'react-intl';
import { Link } from '../app/routing';
import { paths } from '../app/paths';
import { useWizardUser } from '../lib/own-user-data';
import { firstUnfinishedStep } from '../lib/wizard-state';

export default function UnfinishedProfileLink({ userId }: { userId: string }) {
  const { loading, user } = useWizardUser(userId);
  const step = !loading && user ? firstUnfinishedStep(user) : null;
  if (!step) return null;
  return (
    <Container className="pt-3">
      <div className="alert alert-info d-flex flex-wrap align-items-center gap-2 mb-0">
        <span>
          <FormattedMessage id="layout.unfinishedProfile" />
        </span>
        <Link className="alert-link" to={paths.signUpStep.href(step)}>
          <FormattedMessage id="page-kit.continueProfile" />
        </Link>
      </div>
    </Container>
  );
}
