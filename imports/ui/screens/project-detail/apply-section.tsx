// Applying, as each visitor can: candidates with a complete profile get the form (the others what
// is missing and the way to finish it), visitors the way to sign up, admins
// the way to the back office, other users an explanation that applying needs a candidate
// profile. Closed projects take none.
import { FormattedMessage } from 'react-intl';
import { Link } from '../../app/routing';
import type { Project } from '../../../api/projects/schema';
import { paths } from '../../app/paths';
import { useCurrentAccount } from '../../lib/account-context';
import { rolesOf } from '../../../api/common/permissions';
import { ApplyForm } from './apply-form';
import { CompleteProfileFirst } from './complete-profile-first';
import { NdaStep } from './nda-step';

function SectionBody({ project }: { project: Project }) {
  const { userId, user, loggingIn } = useCurrentAccount();
  if (project.status !== 'open') return (
      <p className="mb-0">
        <FormattedMessage id="projectDetail.apply.closed" />
      </p>
    );
  if (loggingIn || (userId && !user)) return null;
  if (!userId) {
    return (
      <>
        <p>
          <FormattedMessage id="projectDetail.apply.visitor" />
        </p>
        <Link className="btn btn-primary w-100" to={paths.signUp.href()}>
          <FormattedMessage id="projectDetail.apply.signUp" />
        </Link>
      </>
    );
  }
  const roles = rolesOf(user);
  if (!roles.includes('candidate') && roles.includes('admin')) {
    return (
      <p className="mb-0">
        <FormattedMessage
          id="projectDetail.apply.admin"
          values={{
            project: (chunks) => <Link to={paths.adminProject.href(project._id)}>{chunks}</Link>,
            applications: (chunks) => <Link to={paths.adminApplications.href()}>{chunks}</Link>,
          }}
        />
      </p>
    );
  }
  if (!roles.includes('candidate')) {
    return (
      <p className="mb-0">
        <FormattedMessage id="projectDetail.apply.notCandidate" />
      </p>
    );
  }
  return (
    <CompleteProfileFirst>
      {project.ndaRequired ? (
        <NdaStep project={project}>
          <ApplyForm project={project} />
        </NdaStep>
      ) : (
        <ApplyForm project={project} />
      )}
    </CompleteProfileFirst>
  );
}

export function ApplySection({ project }: { project: Project }) {
  return (
    <section className="card mb-3" id="apply" aria-labelledby="apply-heading">
      <div className="card-body">
        <h2 className="h5" id="apply-heading">
          <FormattedMessage id="projectDetail.apply.heading" />
        </h2>
        <SectionBody project={project} />
      </div>
    </section>
  );
}
