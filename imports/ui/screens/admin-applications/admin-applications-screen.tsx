// The applications pipeline: a live table of applications (newest first) filtered by status,
// 20 a page, and a Move action per row that offers only the statuses the transition table allows
// (applications/status.ts). A move writes the history the candidate sees in My Applications.
// Three narrow columns that wrap, so a phone never scrolls sideways.
import { useState } from 'react';
import { Meteor } from 'meteor/meteor';
import { useTracker } from 'meteor/react-meteor-data';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { Applications } from '../../../api/applications/browser-collection';
import { APPLICATION_STATUSES, type Application, type ApplicationStatus } from '../../../api/applications/schema';
import { nextApplicationStatuses } from '../../../api/applications/status';
import { Projects } from '../../../api/projects/browser-collection';
import { paths } from '../../app/paths';
import { PersonCell, personName } from '../../components/admin/person-cell';
import { StatusMoveDialog } from '../../components/admin/status-move-dialog';
import { PagedTable } from '../../components/page/paged-table';
import { AdminPage } from '../../components/page/admin-page';
import { ChoiceFilter } from '../../components/page/choice-filter';
import type { Column } from '../../components/page/data-table';
import { StatusBadge, type StatusTone } from '../../components/page/status-badge';
import { useAdminPage } from '../../components/page/use-admin-page';
import { useClampedPage, useTableQuery } from '../../components/page/use-table-query';
import { EmptyState } from '../../components/page/view-states';
import { useCurrentAccount } from '../../lib/account-context';
import { dayText } from '../../lib/day-text';

const TONES: Record<ApplicationStatus, StatusTone> = {
  submitted: 'info',
  'in-review': 'progress',
  shortlisted: 'progress',
  interview: 'progress',
  offer: 'warning',
  accepted: 'success',
  rejected: 'danger',
  withdrawn: 'neutral',
};

const labelOf = (status: string) => APPLICATION_STATUSES.find((item) => item.value === status)?.label ?? status;

function lastChangeText(row: Application): string {
  const last = row.statusHistory[row.statusHistory.length - 1];
  return last ? dayText(last.at) : '';
}

function ProjectCell({ projectId }: { projectId: string }) {
  const project = useTracker(() => Projects.findOne(projectId), [projectId]);
  if (!project) return <span className="text-body-secondary">Unknown project</span>;
  return (
    <Link to={paths.adminProject.href(projectId)} className="text-break">
      {project.title}
    </Link>
  );
}

function MoveButton({ row, onMove }: { row: Application; onMove(): void }) {
  const name = useTracker(() => personName(Meteor.users.findOne(row.userId) as Parameters<typeof personName>[0]), [row.userId]);
  return (
    <Button size="sm" variant="outline-primary" onClick={onMove} aria-label={`Move the application of ${name}`} data-application-id={row._id}>
      Move
    </Button>
  );
}

export default function AdminApplicationsScreen() {
  const { callMethod } = useCurrentAccount();
  const query = useTableQuery(['status', 'project'] as const);
  const { loading, rows, total, pageCount } = useAdminPage<Application>(
    'applications.adminPage',
    Applications,
    { status: query.filters.status, projectId: query.filters.project },
    query.page,
  );
  useClampedPage(query.page, pageCount, total, query.setPage);
  const [moving, setMoving] = useState<Application | null>(null);

  const columns: Column<Application>[] = [
    {
      key: 'who',
      header: 'Candidate and project',
      cell: (row) => (
        <>
          <PersonCell userId={row.userId} />
          <div className="small mt-1">
            <ProjectCell projectId={row.projectId} />
          </div>
        </>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (row) => (
        <>
          <StatusBadge label={labelOf(row.status)} tone={TONES[row.status]} />
          <div className="small text-body-secondary">{lastChangeText(row)}</div>
        </>
      ),
    },
    {
      key: 'action',
      header: 'Action',
      cell: (row) => (
        <MoveButton row={row} onMove={() => setMoving(row)} />
      ),
    },
  ];

  return (
    <AdminPage section="applications" title="Applications" lead="Every application to a project, newest first. Moving one adds to the history the candidate sees.">
      <PagedTable
        filtersLabel="Filter applications"
        filters={
          <>
            <ChoiceFilter label="Status" value={query.filters.status ?? ''} options={APPLICATION_STATUSES} onChange={(value) => query.setFilter('status', value)} />
            {query.filters.project && (
              <Button variant="link" size="sm" onClick={() => query.setFilter('project', '')}>
                Show every project
              </Button>
            )}
          </>
        }
        noun={{ one: 'application', many: 'applications' }}
        total={total}
        page={query.page}
        pageCount={pageCount}
        onPage={query.setPage}
        caption="Applications"
        columns={columns}
        rows={rows}
        rowKey={(row) => row._id}
        loading={loading}
        empty={<EmptyState title={query.filters.status ? 'No application has this status.' : 'No applications yet.'}>Applications appear here as soon as candidates apply.</EmptyState>}
      />
      {moving && (
        <StatusMoveDialog
          title="Move application"
          currentLabel={labelOf(moving.status)}
          history={moving.statusHistory.map((entry) => ({ label: labelOf(entry.status), at: entry.at, note: entry.note }))}
          options={nextApplicationStatuses(moving.status, 'admin').map((status) => ({ value: status, label: labelOf(status) }))}
          noteReader="the candidate"
          onMove={async (status, note) => {
            await callMethod('applications.move', moving._id, status as ApplicationStatus, ...(note ? [note] : []));
          }}
          onClose={() => setMoving(null)}
        />
      )}
    </AdminPage>
  );
}
