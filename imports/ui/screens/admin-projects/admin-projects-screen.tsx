// The back office's projects table: search by title, reference number or client, filter by
// status, sort by column, page on the server (20 rows a page, live, the admin page kit), and a way to a new project.
// Search, filter, sort and page live in the address (?q=…&status=…&sort=…&dir=…&page=…).
import { Link } from 'react-router';
import { SORT_DIRECTIONS, type SortDirection } from '../../../api/common/admin-pages';
import { ADMIN_PROJECT_SORTS, type AdminProjectSort, defaultDirection } from '../../../api/projects/admin-list';
import { Projects } from '../../../api/projects/browser-collection';
import { PROJECT_STATUS_OPTIONS, PROJECT_STATUSES, type Project } from '../../../api/projects/schema';
import { paths } from '../../app/paths';
import { formatDate } from '../../components/projects/project-facts';
import { AdminPage } from '../../components/page/admin-page';
import { SearchFilterList } from '../../components/page/search-filter-list';
import { type Column } from '../../components/page/data-table';
import { KindStatusBadge } from '../../components/page/status-kinds';
import { useAdminPage } from '../../components/page/use-admin-page';
import { useClampedPage, useTableQuery } from '../../components/page/use-table-query';

const COLUMNS: Column<Project>[] = [
  { key: 'reference', header: 'Reference', sortKey: 'reference', cell: (project) => project.referenceNumber ?? '—' },
  {
    key: 'title',
    header: 'Title',
    sortKey: 'title',
    cell: (project) => <Link to={paths.adminProject.href(project._id)}>{project.title}</Link>,
  },
  { key: 'status', header: 'Status', cell: (project) => <KindStatusBadge kind="project" status={project.status} /> },
  { key: 'client', header: 'Client', cell: (project) => project.clientName ?? '—' },
  { key: 'published', header: 'Published', sortKey: 'published', cell: (project) => formatDate(project.publishedAt) ?? '—' },
  { key: 'updated', header: 'Last change', sortKey: 'updated', cell: (project) => formatDate(project.docInfo?.updatedAt) ?? '—' },
];

const QUERY = { q: 'text', status: PROJECT_STATUSES, sort: ADMIN_PROJECT_SORTS, dir: SORT_DIRECTIONS } as const;

export default function AdminProjectsScreen() {
  const query = useTableQuery(QUERY);
  const { q: text, status, sort, dir } = query.filters;
  const page = useAdminPage<Project>('projects.adminPage', Projects, { text, status, sort, direction: dir }, query.page);
  useClampedPage(query.page, page.pageCount, page.total, query.setPage);
  const sortKey = (sort ?? 'updated') as AdminProjectSort;

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
      <SearchFilterList
        query={query}
        searchLabel="Search projects"
        textLabel="Title, reference or client"
        choices={[{ name: 'status', label: 'Status', options: PROJECT_STATUS_OPTIONS, allLabel: 'All statuses' }]}
        noun={{ one: 'project', many: 'projects' }}
        list={page}
        caption="Projects"
        columns={COLUMNS}
        empty="No projects match these filters."
        sort={{ key: sortKey, direction: (dir as SortDirection | undefined) ?? defaultDirection(sortKey) }}
        onSort={(next) => query.setFilters({ sort: next.key, dir: next.direction })}
      />
    </AdminPage>
  );
}
