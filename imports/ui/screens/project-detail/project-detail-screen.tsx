// A project's page at /engine/p/{projectId}/{urlName?} and /engine/projects/{projectId}/{urlName?}.
// A missing or outdated URL name is replaced by the current one (without a history entry); the
// page is titled with the project's title.
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation, useNavigate, useParams } from '../../app/routing';
import { PageLayout } from '../../components/page/page-layout';
import { LoadingState } from '../../components/page/view-states';
import { usePageTitle } from '../../lib/page-title';
import { canonicalPath } from './canonical-path';
import { ProjectNotFound } from './project-not-found';
import { ProjectView } from './project-view';
import { isProjectKey, useProject } from './use-project';

function Loading() {
  return (
    <PageLayout title={<FormattedMessage id="projectDetail.title" />}>
      <LoadingState>
        <FormattedMessage id="projectDetail.loading" />
      </LoadingState>
    </PageLayout>
  );
}

export default function ProjectDetailScreen() {
  const { projectId, urlName } = useParams();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const { loading, project } = useProject(projectId);
  usePageTitle(project?.title);
  const canonical = project ? canonicalPath(pathname, project) : null;
  const stale = project !== undefined && (projectId !== project._id || urlName !== project.urlName);
  useEffect(() => {
    if (stale && canonical) navigate(`${canonical}${search}${hash}`, { replace: true });
  }, [stale, canonical, search, hash, navigate]);
  if (project) return <ProjectView project={project} />;
  if (isProjectKey(projectId) && loading) return <Loading />;
  return <ProjectNotFound />;
}
