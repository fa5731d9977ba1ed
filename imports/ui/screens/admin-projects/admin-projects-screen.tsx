// The back office's projects table: search by title, reference number or client, filter by
// status, sort by column, page on the server (20 rows a page, live, the admin page kit), and a way to a new project.
// Search, filter, sort and page live in the address (?q=…&status=…&sort=…&dir=…&page=…).
// Archived projects show only under their own status filter; a project just deleted in its
// editor is named once above the table (the editor passes its title in the navigation state).
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from '../../app/routing';
import { SORT_DIRECTIONS, type SortDirection } from '../../../api/common/admin-pages';
import { ADMIN_PROJECT_SORTS, type AdminProjectSort, defaultDirection } from '../../../api/projects/admin-list';
import { Projects } from '../../../api/projects/browser-collection';
import { PROJECT_STATUSES, type Project } from '../../../api/projects/schema';
import { paths } from '../../app/paths';
import { type AdminDates, useAdminDates } from '../../components/admin/admin-dates';
import { type TextOf, useText } from '../../components/admin/use-text';
import { AdminPage } from '../../components/page/admin-page';
import { SearchFilterList } from '../../components/page/search-filter-list';
import { type Column } from '../../components/page/data-table';
import { KindStatusBadge, useStatusOptions } from '../../components/page/status-kinds';
import { useAdminPage } from '../../components/page/use-admin-page';
import { useClampedPage, useTableQuery } from '../../components/page/use-table-query';

const dateOf = (dates: AdminDates, date: Date | undefined) => (date instanceof Date && !Number.isNaN(date.getTime()) ? dates.day(date) : '—');

function columnsOf(text: TextOf, dates: AdminDates): Column<Project>[] {
  return [
    { key: 'reference', header: text('admin-projects.reference'), sortKey: 'reference', cell: (project) => project.referenceNumber ?? '—' },
    {
      key: 'title',
      header: text('admin-projects.title'),
      sortKey: 'title',
      cell: (project) => <Link to={paths.adminProject.href(project._id)}>{project.title}</Link>,
    },
    { key: 'status', header: text('admin-projects.status'), cell: (project) => <KindStatusBadge kind="project" status={project.status} /> },
    { key: 'client', header: text('admin-projects.client'), cell: (project) => project.clientName ?? '—' },
    { key: 'published', header: text('admin-projects.published'), sortKey: 'published', cell: (project) => dateOf(dates, project.publishedAt) },
    { key: 'updated', header: text('admin-projects.updated'), sortKey: 'updated', cell: (project) => dateOf(dates, project.docInfo?.updatedAt) },
  ];
}

const QUERY = { q: 'text', status: PROJECT_STATUSES, sort: ADMIN_PROJECT_SORTS, dir: SORT_DIRECTIONS } as const;

export default function AdminProjectsScreen() {
  const query = useTableQuery(QUERY);
  const { q: search, status, sort, dir } = query.filters;
  const page = useAdminPage<Project>('projects.adminPage', Projects, { text: search, status, sort, direction: dir }, query.page);
  const text = useText();
  const dates = useAdminDates();
  useClampedPage(query.page, page.pageCount, page.total, query.setPage);
  const sortKey = (sort ?? 'updated') as AdminProjectSort;
  const deletedTitle = (useLocation().state as { deletedTitle?: unknown } | null)?.deletedTitle;

  return (
    <AdminPage
      section="projects"
      title={text('admin-projects.projects')}
      lead={text('admin-projects.lead')}
      actions={
        <Link className="btn btn-primary" to={paths.adminProject.href('new')}>
          <FormattedMessage id="admin-projects.new" />
        </Link>
      }
    >
      <p role="status" className={typeof deletedTitle === 'string' ? 'text-success' : 'visually-hidden'}>
        {typeof deletedTitle === 'string' && text('admin-projects.deleted', { title: deletedTitle })}
      </p>
      <SearchFilterList
        query={query}
        searchLabel={text('admin-projects.search')}
        textLabel={text('admin-projects.searchText')}
        choices={[{ name: 'status', label: text('admin-projects.status'), options: useStatusOptions('project'), allLabel: text('admin-projects.allStatuses') }]}
        found="admin-projects.found"
        list={page}
        caption={text('admin-projects.projects')}
        columns={columnsOf(text, dates)}
        empty={text('admin-projects.empty')}
        sort={{ key: sortKey, direction: (dir as SortDirection | undefined) ?? defaultDirection(sortKey) }}
        onSort={(next) => query.setFilters({ sort: next.key, dir: next.direction })}
      />
    </AdminPage>
  );
}
