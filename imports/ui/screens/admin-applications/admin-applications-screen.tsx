// The applications pipeline: a live table of applications (newest first) filtered by status,
// 20 a page, and a Move action per row that offers only the statuses the transition table allows
// (applications/status.ts). A move writes the history the candidate sees in My Applications.
// Three narrow columns that wrap, so a phone never scrolls sideways. Messages opens the
// conversation with the candidate about the application.
import 'meteor/accounts-base'; // defines Meteor.users, read below
import { Meteor } from 'meteor/meteor';
import { useTracker } from 'meteor/react-meteor-data';
import { FormattedMessage } from 'react-intl';
import { Link } from '../../app/routing';
import { Applications } from '../../../api/applications/browser-collection';
import type { Application, ApplicationStatus } from '../../../api/applications/schema';
import { nextApplicationStatuses } from '../../../api/applications/status';
import { Projects } from '../../../api/projects/browser-collection';
import { paths } from '../../app/paths';
import { useAdminDates } from '../../components/admin/admin-dates';
import { PersonCell, personName } from '../../components/admin/person-cell';
import type { PipelineMoves } from '../../components/admin/pipeline-moves';
import { useText } from '../../components/admin/use-text';
import { AdminPage } from '../../components/page/admin-page';
import { AdminTable } from '../../components/page/admin-table';
import type { Column } from '../../components/page/data-table';
import { statusColumn, useStatusOptions } from '../../components/page/status-kinds';
import { useCurrentAccount } from '../../lib/account-context';

function LastChange({ row }: { row: Application }) {
  const dates = useAdminDates();
  const last = row.statusHistory[row.statusHistory.length - 1];
  return <div className="small text-body-secondary">{last ? dates.day(last.at) : ''}</div>;
}

function ProjectCell({ projectId }: { projectId: string }) {
  const project = useTracker(() => Projects.findOne(projectId), [projectId]);
  if (!project) {
    return (
      <span className="text-body-secondary">
        <FormattedMessage id="admin-pipeline.applications.unknownProject" />
      </span>
    );
  }
  return (
    <Link to={paths.adminProject.href(projectId)} className="text-break">
      {project.title}
    </Link>
  );
}

export default function AdminApplicationsScreen() {
  const { callMethod } = useCurrentAccount();
  const text = useText();
  const nameOf = (row: Application) => personName(Meteor.users.findOne(row.userId) as Parameters<typeof personName>[0], text('admin-pipeline.unknownPerson'));
  const filters = [
    { name: 'status', label: text('admin-pipeline.status'), options: useStatusOptions('application') },
    // An address may narrow the table to one project's applications (?project=…).
    { name: 'project', param: 'projectId', clearLabel: text('admin-pipeline.applications.everyProject') },
  ];
  const columns: Column<Application>[] = [
    {
      key: 'who',
      header: text('admin-pipeline.applications.who'),
      cell: (row) => (
        <>
          <PersonCell userId={row.userId} />
          <div className="small mt-1">
            <ProjectCell projectId={row.projectId} />
          </div>
        </>
      ),
    },
    statusColumn('application', (row) => <LastChange row={row} />),
  ];
  const moves: PipelineMoves<Application> = {
    title: text('admin-pipeline.applications.moveTitle'),
    kind: 'application',
    next: (status) => nextApplicationStatuses(status as ApplicationStatus, 'admin'),
    noteReader: 'candidate',
    label: (row) => text('admin-pipeline.applications.moveLabel', { name: nameOf(row) }),
    conversation: {
      kind: 'application',
      title: (row) => text('admin-pipeline.applications.messagesTitle', { name: nameOf(row) }),
      reader: text('admin-pipeline.applications.reader'),
    },
    move: async (row, status, note) => {
      await callMethod('applications.move', row._id, status as ApplicationStatus, ...(note ? [note] : []));
    },
  };
  return (
    <AdminPage section="applications" title={text('admin-pipeline.applications.title')} lead={text('admin-pipeline.applications.lead')}>
      <AdminTable
        publication="applications.adminPage" collection={Applications} filters={filters} columns={columns} moves={moves}
        caption={text('admin-pipeline.applications.title')} filtersLabel={text('admin-pipeline.applications.filters')} found="admin-pipeline.applications.found"
        empty={{ filtered: text('admin-pipeline.applications.emptyFiltered'), none: text('admin-pipeline.applications.empty'), hint: text('admin-pipeline.applications.emptyHint') }}
      />
    </AdminPage>
  );
}
