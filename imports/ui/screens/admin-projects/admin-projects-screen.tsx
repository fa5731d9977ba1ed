// The back office's projects table: search by title, reference number or client, filter by
// status, sort by column, page on the server (25 rows a page, live), and a way to a new project.
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { ADMIN_PAGE_SIZE, type AdminProjectSort, defaultDirection } from '../../../api/projects/admin-list';
import { PROJECT_STATUS_OPTIONS, type Project } from '../../../api/projects/schema';
import { paths } from '../../app/paths';
import { formatDate } from '../../components/projects/project-facts';
import { AdminPage } from '../../components/page/admin-page';
import { type Column, DataTable } from '../../components/page/data-table';
import { ListWithFilters } from '../../components/page/list-with-filters';
import { Pager } from '../../components/page/pager';
import { StatusBadge } from '../../components/page/status-badge';
import { ErrorState } from '../../components/page/view-states';
import { foundText, WORDS } from '../../components/page/words';
import { PROJECT_STATUS_TONES, projectStatusLabel } from './project-status';
import { filtersOf, useTableQuery } from './table-query';
import { useAdminProjects } from './use-admin-projects';

const COLUMNS: Column<Project>[] = [
  { key: 'reference', header: 'Reference', sortKey: 'reference', cell: (project) => project.referenceNumber ?? '—' },
  {
    key: 'title',
    header: 'Title',
    sortKey: 'title',
    cell: (project) => <Link to={paths.adminProject.href(project._id)}>{project.title}</Link>,
  },
  { key: 'status', header: 'Status', cell: (project) => <StatusBadge label={projectStatusLabel(project.status)} tone={PROJECT_STATUS_TONES[project.status]} /> },
  { key: 'client', header: 'Client', cell: (project) => project.clientName ?? '—' },
  { key: 'published', header: 'Published', sortKey: 'published', cell: (project) => formatDate(project.publishedAt) ?? '—' },
  { key: 'updated', header: 'Last change', sortKey: 'updated', cell: (project) => formatDate(project.docInfo?.updatedAt) ?? '—' },
];

export default function AdminProjectsScreen() {
  const [query, setQuery] = useTableQuery();
  const [text, setText] = useState(query.text);
  const { loading, rows, count, error } = useAdminProjects(filtersOf(query));
  const pageCount = count === null ? query.page : Math.max(1, Math.ceil(count / ADMIN_PAGE_SIZE));
  const sortKey = query.sort ?? 'updated';

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ text });
  };

  const filters = (
    <Form role="search" aria-label="Search projects" onSubmit={search}>
      <Form.Group className="mb-3" controlId="admin-projects-text">
        <Form.Label>Title, reference or client</Form.Label>
        <div className="d-flex gap-2">
          <Form.Control type="search" value={text} maxLength={100} onChange={(event) => setText(event.target.value)} />
          <Button type="submit" variant="outline-primary">
            Search
          </Button>
        </div>
      </Form.Group>
      <Form.Group className="mb-3" controlId="admin-projects-status">
        <Form.Label>Status</Form.Label>
        <Form.Select value={query.status ?? ''} onChange={(event) => setQuery({ status: (event.target.value || undefined) as Project['status'] | undefined })}>
          <option value="">All statuses</option>
          {PROJECT_STATUS_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Button
        variant="link"
        className="px-0"
        onClick={() => {
          setText('');
          setQuery({ text: '', status: undefined, sort: undefined, direction: undefined });
        }}
      >
        {WORDS.resetFilters}
      </Button>
    </Form>
  );

  return (
    <AdminPage
      section="projects"
      title="Projects"
      lead="Every project in every status: create, edit, publish, close and reopen."
      actions={
        <Link className="btn btn-primary" to={paths.adminProject.href('new')}>
          New project
        </Link>
      }
    >
      <ListWithFilters
        filters={filters}
        filtered={Boolean(query.text || query.status)}
        status={count === null ? WORDS.loading : foundText(count, { one: 'project', many: 'projects' })}
      >
        {error ? (
          <ErrorState title="The projects could not be counted." reason={error.message} />
        ) : (
          <>
            <DataTable
              caption="Projects"
              columns={COLUMNS}
              rows={rows}
              rowKey={(project) => project._id}
              loading={loading}
              empty="No projects match these filters."
              sort={{ key: sortKey, direction: query.direction ?? defaultDirection(sortKey) }}
              onSort={(sort) => setQuery({ sort: sort.key as AdminProjectSort, direction: sort.direction })}
            />
            <Pager page={query.page} pageCount={pageCount} onPage={(page) => setQuery({ page })} disabled={loading} />
          </>
        )}
      </ListWithFilters>
    </AdminPage>
  );
}
