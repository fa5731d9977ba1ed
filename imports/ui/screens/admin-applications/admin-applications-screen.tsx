// The applications pipeline: a live table of applications (newest first) filtered by status,
// 20 a page, and a Move action per row that offers only the statuses the transition table allows
// (applications/status.ts). A move writes the history the candidate sees in My Applications.
// Three narrow columns that wrap, so a phone never scrolls sideways. Messages opens the
// conversation with the candidate about the application.
import { Meteor } from 'meteor/meteor';
import { useTracker } from 'meteor/react-meteor-data';
import { Link } from 'react-router';
import { Applications } from '../../../api/applications/browser-collection';
import { APPLICATION_STATUSES, type Application, type ApplicationStatus } from '../../../api/applications/schema';
import { nextApplicationStatuses } from '../../../api/applications/status';
import { Projects } from '../../../api/projects/browser-collection';
import { paths } from '../../app/paths';
import { PersonCell, personName } from '../../components/admin/person-cell';
import type { PipelineMoves } from '../../components/admin/pipeline-moves';
import { AdminPage } from '../../components/page/admin-page';
import { AdminTable } from '../../components/page/admin-table';
import type { Column } from '../../components/page/data-table';
import { statusColumn } from '../../components/page/status-kinds';
import { useCurrentAccount } from '../../lib/account-context';
import { dayText } from '../../lib/day-text';

const FILTERS = [
  { name: 'status', label: 'Status', options: APPLICATION_STATUSES },
  // An address may narrow the table to one project's applications (?project=…).
  { name: 'project', param: 'projectId', clearLabel: 'Show every project' },
];
const EMPTY = { filtered: 'No application has this status.', none: 'No applications yet.', hint: 'Applications appear here as soon as candidates apply.' };

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

const COLUMNS: Column<Application>[] = [
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
];

export default function AdminApplicationsScreen() {
  const { callMethod } = useCurrentAccount();
  const moves: PipelineMoves<Application> = {
    title: 'Move application',
    statuses: APPLICATION_STATUSES,
    next: (status) => nextApplicationStatuses(status as ApplicationStatus, 'admin'),
    noteReader: 'the candidate',
    label: (row) => `Move the application of ${personName(Meteor.users.findOne(row.userId) as Parameters<typeof personName>[0])}`,
    conversation: {
      kind: 'application',
      title: (row) => `Messages with ${personName(Meteor.users.findOne(row.userId) as Parameters<typeof personName>[0])}`,
      reader: 'the candidate',
    },
    move: async (row, status, note) => {
      await callMethod('applications.move', row._id, status as ApplicationStatus, ...(note ? [note] : []));
    },
  };
  return (
    <AdminPage section="applications" title="Applications" lead="Every application to a project, newest first. Moving one adds to the history the candidate sees.">
      <AdminTable publication="applications.adminPage" collection={Applications} filters={FILTERS} columns={COLUMNS} moves={moves} caption="Applications" noun={{ one: 'application', many: 'applications' }} empty={EMPTY} />
    </AdminPage>
  );
}
