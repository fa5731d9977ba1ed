// The list of open projects over the list kit: its empty state (with a way out of the filters)
// and its cards.
import Button from 'react-bootstrap/Button';
import type { Project } from '../../../api/projects/schema';
import { ListResults } from '../../components/list/list-results';
import { EmptyState } from '../../components/page/view-states';
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
  const empty = filtered ? (
    <EmptyState title={noMatchText(PROJECT_NOUN)} actions={<Button onClick={onReset}>{WORDS.resetFilters}</Button>}>
      {WORDS.filtersHint}
    </EmptyState>
  ) : (
    <EmptyState title="There are no open projects right now.">New ones are published every week, so please look again soon.</EmptyState>
  );
  return (
    <ListResults loading={loading} items={projects} total={count} limit={limit} label="Open projects" loadingText="Loading projects…" empty={empty} onLoadMore={onLoadMore}>
      {(project) => <ProjectCard key={project._id} project={project} />}
    </ListResults>
  );
}
