// A project's page at /engine/p/{projectId}/{urlName?} and /engine/projects/{projectId}/{urlName?}.
// A missing or outdated URL name is replaced by the current one (without a history entry); the
// page is titled with the project's title.
import { useEffect } from 'react';
import Container from 'react-bootstrap/Container';
import Spinner from 'react-bootstrap/Spinner';
import { useLocation, useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../lib/page-title';
import { canonicalPath } from './canonical-path';
import { ProjectNotFound } from './project-not-found';
import { ProjectView } from './project-view';
import { isProjectKey, useProject } from './use-project';

function Loading() {
  return (
    <Container className="py-4">
      <h1 className="h3 mb-3">Project</h1>
      <div className="d-flex align-items-center gap-2" role="status">
        <Spinner animation="border" size="sm" aria-hidden="true" />
        Loading the project…
      </div>
    </Container>
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
