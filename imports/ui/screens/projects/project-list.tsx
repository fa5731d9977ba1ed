// The list of open projects over the list kit: its empty state (with a way out of the filters)
// and its cards.
import Button from 'react-bootstrap/Button';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Project } from '../../../api/projects/schema';
import { ListResults } from '../../components/list/list-results';
import { EmptyState } from '../../components/page/view-states';
import { WORD_IDS } from '../../components/page/words';
import { ProjectCard } from './project-card';

export interface ProjectListProps {
  loading: boolean;
  projects: Project[];
  /** In the candidate's fit order: each project's score, for the cards' hint (use-fit-scores.ts). */
  fitScores?: ReadonlyMap<string, number> | null;
  /** Projects matching the filters, when known. */
  count: number | null;
  limit: number;
  filtered: boolean;
  onLoadMore(): void;
  onReset(): void;
}

export function ProjectList({ loading, projects, fitScores, count, limit, filtered, onLoadMore, onReset }: ProjectListProps) {
  const intl = useIntl();
  const resetButton = (
    <Button onClick={onReset}>
      <FormattedMessage id={WORD_IDS.resetFilters} />
    </Button>
  );
  const empty = filtered ? (
    <EmptyState title={<FormattedMessage id="projects.noMatch" />} actions={resetButton}>
      <FormattedMessage id={WORD_IDS.filtersHint} />
    </EmptyState>
  ) : (
    <EmptyState title={<FormattedMessage id="projects.empty.title" />}>
      <FormattedMessage id="projects.empty.text" />
    </EmptyState>
  );
  return (
    <ListResults
      loading={loading}
      items={projects}
      total={count}
      limit={limit}
      label={intl.formatMessage({ id: 'projects.title' })}
      loadingText={intl.formatMessage({ id: 'projects.loading' })}
      empty={empty}
      onLoadMore={onLoadMore}
    >
      {(project) => <ProjectCard key={project._id} project={project} fit={fitScores?.get(project._id)} />}
    </ListResults>
  );
}
