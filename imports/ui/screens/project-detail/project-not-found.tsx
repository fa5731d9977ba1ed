// What a visitor sees for an address that leads to no project (removed, mistyped, still a draft).
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { PageLayout } from '../../components/page/page-layout';

export function ProjectNotFound() {
  return (
    <PageLayout title="Project not found" lead="This project does not exist or is no longer published. Perhaps one of the other open projects fits you." width="narrow">
      <Link className="btn btn-primary" to={paths.projects.href()}>
        See all open projects
      </Link>
    </PageLayout>
  );
}
