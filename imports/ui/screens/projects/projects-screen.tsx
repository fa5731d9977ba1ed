// Open projects: the filters (kept in the address), how many projects match, and the live list
// growing by one page per "Load more".
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { hasFilters } from './filters-query';
import { ProjectFilters } from './project-filters';
import { ProjectList } from './project-list';
import { useListQuery } from './use-list-query';
import { useOpenProjects } from './use-open-projects';
import { useProjectCount } from './use-project-count';

function countText(count: number): string {
  return count === 1 ? '1 project found' : `${count.toLocaleString('en-US')} projects found`;
}

export default function ProjectsScreen() {
  const { filters, limit, setFilters, loadMore, reset } = useListQuery();
  const { loading, projects } = useOpenProjects(filters, limit);
  const count = useProjectCount(filters);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtered = hasFilters(filters);
  return (
    <Container className="py-4">
      <h1 className="h3 mb-3">Open projects</h1>
      <Row className="g-4">
        <Col lg={4} xl={3} as="aside" aria-label="Filters">
          <Button
            variant="outline-secondary"
            className="d-lg-none w-100 mb-3"
            aria-expanded={filtersOpen}
            aria-controls="project-filters"
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {filtersOpen ? 'Hide filters' : filtered ? 'Show filters (active)' : 'Show filters'}
          </Button>
          <div id="project-filters" className={filtersOpen ? undefined : 'd-none d-lg-block'}>
            <ProjectFilters filters={filters} onChange={setFilters} onReset={reset} />
          </div>
        </Col>
        <Col lg={8} xl={9}>
          <p className="text-body-secondary" role="status" aria-live="polite">
            {count !== null ? countText(count) : ''}
          </p>
          <ProjectList loading={loading} projects={projects} count={count} limit={limit} filtered={filtered} onLoadMore={loadMore} onReset={reset} />
        </Col>
      </Row>
    </Container>
  );
}
