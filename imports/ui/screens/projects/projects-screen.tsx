// Open projects: the filters (kept in the address), how many projects match, and the live list
// growing by one page per "Load more". Laid out by the page kit like every other list.
import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { lazyComponent } from '../../lib/lazy-component';
import { ListWithFilters } from '../../components/page/list-with-filters';
import { PageLayout } from '../../components/page/page-layout';
import { useFoundText } from '../../components/list/use-found-text';
import { useCurrentAccount } from '../../lib/account-context';
import { hasFilters } from './filters-query';
import { ProjectFilters } from './project-filters';
import { ProjectList } from './project-list';
import { useFitScores } from './use-fit-scores';
import { useListQuery } from './use-list-query';
import { useOpenProjects } from './use-open-projects';
import { useProjectCount } from './use-project-count';

/** Signed-in users only: its own chunk with the `app` messages, never loaded for visitors. */
const SaveSearch = lazyComponent('the save-search form', () => import('../../components/saved-searches/save-search'));

export default function ProjectsScreen() {
  const { filters, limit, setFilters, loadMore, reset } = useListQuery();
  const { loading, projects } = useOpenProjects(filters, limit);
  const count = useProjectCount(filters);
  const fitScores = useFitScores(projects, filters.sort === 'fit');
  const filtered = hasFilters(filters);
  // Only visitors are asked to sign up (signed-in users learn on a project's page what applies to them).
  const { userId, loggingIn } = useCurrentAccount();
  const visitor = !userId && !loggingIn;
  const foundText = useFoundText('projects.found', 'projects.foundShowing');
  return (
    <PageLayout title={<FormattedMessage id="projects.title" />} lead={<FormattedMessage id={visitor ? 'projects.leadVisitor' : 'projects.lead'} />}>
      <ListWithFilters
        filters={
          <>
            <ProjectFilters filters={filters} onChange={setFilters} onReset={reset} />
            {userId && (
              <Suspense fallback={null}>
                <SaveSearch list="projects" filters={filters} />
              </Suspense>
            )}
          </>
        }
        filtered={filtered}
        status={count !== null ? foundText(count, projects.length) : ''}
      >
        <ProjectList loading={loading} projects={projects} fitScores={fitScores} count={count} limit={limit} filtered={filtered} onLoadMore={loadMore} onReset={reset} />
      </ListWithFilters>
    </PageLayout>
  );
}
