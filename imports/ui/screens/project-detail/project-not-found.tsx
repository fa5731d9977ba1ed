// What a visitor sees for an address that leads to no project (removed, mistyped, still a draft).
import { FormattedMessage } from 'react-intl';
import { Link } from '../../app/routing';
import { paths } from '../../app/paths';
import { PageLayout } from '../../components/page/page-layout';

export function ProjectNotFound() {
  return (
    <PageLayout title={<FormattedMessage id="projectDetail.notFound.title" />} lead={<FormattedMessage id="projectDetail.notFound.lead" />} width="narrow">
      <Link className="btn btn-primary" to={paths.projects.href()}>
        <FormattedMessage id="projectDetail.notFound.seeAll" />
      </Link>
    </PageLayout>
  );
}
