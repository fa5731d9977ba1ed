// The list of open projects: loading, the empty state (with a way out of the filters) and the
// cards with "Load more" while the count says more projects match.
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import type { Project } from '../../../api/projects/schema';
import { ProjectCard } from './project-card';

export interface ProjectListProps {
  loading: boolean;
  projects: Project[];
  /** Projects matching the filters, when known. */
  count: number | null;
  limit: number;
  filtered: boolean;
  onLoadMore(): void;
  onReset(): void;
}

export function ProjectList({ loading, projects, count, limit, filtered, onLoadMore, onReset }: ProjectListProps) {
  if (loading && projects.length === 0) {
    return (
      <div className="d-flex align-items-center gap-2 py-4" role="status">
        <Spinner animation="border" size="sm" aria-hidden="true" />
        Loading projects…
      </div>
    );
  }
  if (projects.length === 0) {
    return (
      <div className="text-center border rounded py-5 px-3">
        {filtered ? (
          <>
            <p className="fs-5">No open project matches these filters.</p>
            <p className="text-body-secondary">Try fewer skills, a wider location or a different rate.</p>
            <Button onClick={onReset}>Reset filters</Button>
          </>
        ) : (
          <p className="fs-5 mb-0">There are no open projects right now. New ones are published every week, so please look again soon.</p>
        )}
      </div>
    );
  }
  const more = count !== null ? projects.length < count : projects.length >= limit;
  return (
    <>
      <ul className="list-unstyled" aria-label="Open projects">
        {projects.map((project) => (
          <ProjectCard key={project._id} project={project} />
        ))}
      </ul>
      {more && (
        <div className="text-center">
          <Button variant="outline-primary" onClick={onLoadMore} disabled={loading}>
            {loading ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      )}
    </>
  );
}
