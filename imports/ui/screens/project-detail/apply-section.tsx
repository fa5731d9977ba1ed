// Applying, as each visitor can: candidates with a complete profile get the form (the others what
// is missing and the way to finish it), visitors the way to sign up, admins
// the way to the back office, other users an explanation that applying needs a candidate
// profile. Closed projects take none.
import { Link } from 'react-router';
import type { Project } from '../../../api/projects/schema';
import { paths } from '../../app/paths';
import { useCurrentAccount } from '../../lib/account-context';
import { rolesOf } from '../../../api/common/permissions';
import { ApplyForm } from './apply-form';
import { CompleteProfileFirst } from './complete-profile-first';
import { NdaStep } from './nda-step';

function SectionBody({ project }: { project: Project }) {
  const { userId, user, loggingIn } = useCurrentAccount();
  if (project.status !== 'open') return <p className="mb-0">This project is closed and no longer accepts applications.</p>;
  if (loggingIn || (userId && !user)) return null;
  if (!userId) {
    return (
      <>
        <p>Create a free candidate profile to apply for this project. It takes a few minutes.</p>
        <Link className="btn btn-primary w-100" to={paths.signUp.href()}>
          Sign up to apply
        </Link>
      </>
    );
  }
  const roles = rolesOf(user);
  if (!roles.includes('candidate') && roles.includes('admin')) {
    return (
      <p className="mb-0">
        Admins do not apply for projects. Applications to this project are in the back office: edit it under{' '}
        <Link to={paths.adminProject.href(project._id)}>Projects</Link>, follow its candidates under{' '}
        <Link to={paths.adminApplications.href()}>Applications</Link>.
      </p>
    );
  }
  if (!roles.includes('candidate')) {
    return (
      <p className="mb-0">
        Applying for projects needs a candidate profile. Your account is not registered as a candidate; please contact us if you would like to work on projects
        yourself.
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
          Apply
        </h2>
        <SectionBody project={project} />
      </div>
    </section>
  );
}
