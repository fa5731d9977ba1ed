// The applications pipeline: a live table of applications (newest first) filtered by status,
// 20 a page, and a Move action per row that offers only the statuses the transition table allows
// (applications/status.ts). A move writes the history the candidate sees in My Applications.
// Three narrow columns that wrap, so a phone never scrolls sideways.
import { useState } from 'react';
import { Meteor } from 'meteor/meteor';
import { useTracker } from 'meteor/react-meteor-data';
import { Link } from 'react-router';
import { Applications } from '../../../api/applications/browser-collection';
import { APPLICATION_STATUSES, type Application } from '../../../api/applications/schema';
import { nextApplicationStatuses } from '../../../api/applications/status';
import { Projects } from '../../../api/projects/browser-collection';
import { paths } from '../../app/paths';
import { PersonCell, personName } from '../../components/admin/person-cell';
import { MoveButton, PipelineMoveDialog } from '../../components/admin/status-move-dialog';
import { AdminPage } from '../../components/page/admin-page';
import { AdminTable } from '../../components/page/admin-table';
import type { Column } from '../../components/page/data-table';
import { statusColumn } from '../../components/page/status-kinds';
import { useCurrentAccount } from '../../lib/account-context';
import { dayText } from '../../lib/day-text';

const NOUN = { one: 'application', many: 'applications' };
const EMPTY = { filtered: 'No application has this status.', none: 'No applications yet.', hint: 'Applications appear here as soon as candidates apply.' };
const FILTERS = [
  { name: 'status', label: 'Status', options: APPLICATION_STATUSES },
  // An address may narrow the table to one project's applications (?project=…).
  { name: 'project', param: 'projectId', clearLabel: 'Show every project' },
];

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

function ApplicationMoveButton({ row, onMove }: { row: Application; onMove(): void }) {
  const name = useTracker(() => personName(Meteor.users.findOne(row.userId) as Parameters<typeof personName>[0]), [row.userId]);
  return <MoveButton label={`Move the application of ${name}`} onClick={onMove} data-application-id={row._id} />;
}

export default function AdminApplicationsScreen() {
  const { callMethod } = useCurrentAccount();
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
    statusColumn('application', (row) => <div className="small text-body-secondary">{lastChangeText(row)}</div>),
    { key: 'action', header: 'Action', cell: (row) => <ApplicationMoveButton row={row} onMove={() => setMoving(row)} /> },
  ];

  return (
    <AdminPage section="applications" title="Applications" lead="Every application to a project, newest first. Moving one adds to the history the candidate sees.">
      <AdminTable publication="applications.adminPage" collection={Applications} filters={FILTERS} columns={columns} caption="Applications" noun={NOUN} empty={EMPTY} />
      {moving && (
        <PipelineMoveDialog
          title="Move application"
          item={moving}
          statuses={APPLICATION_STATUSES}
          next={(status) => nextApplicationStatuses(status, 'admin')}
          noteReader="the candidate"
          onMove={async (status, note) => {
            await callMethod('applications.move', moving._id, status, ...(note ? [note] : []));
          }}
          onClose={() => setMoving(null)}
        />
      )}
    </AdminPage>
  );
}
