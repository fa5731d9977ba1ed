// The list of open projects: loading, the empty state (with a way out of the filters) and the
// cards with "Load more" while the count says more projects match.
import Button from 'react-bootstrap/Button';
import type { Project } from '../../../api/projects/schema';
import { EmptyState, LoadingState } from '../../components/page/view-states';
import { noMatchText, WORDS } from '../../components/page/words';
import { ProjectCard } from './project-card';

export const PROJECT_NOUN = { one: 'project', many: 'projects' } as const;

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
  if (loading && projects.length === 0) return <LoadingState>Loading projects…</LoadingState>;
  if (projects.length === 0) {
    return filtered ? (
      <EmptyState title={noMatchText(PROJECT_NOUN)} actions={<Button onClick={onReset}>{WORDS.resetFilters}</Button>}>
        {WORDS.filtersHint}
      </EmptyState>
    ) : (
      <EmptyState title="There are no open projects right now.">New ones are published every week, so please look again soon.</EmptyState>
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
            {loading ? WORDS.loading : WORDS.loadMore}
          </Button>
        </div>
      )}
    </>
  );
}
