// One application: its project (link, title, project status), the application's status, the
// history with dates and notes, Withdraw while it is still open, and the conversation with the
// agency about it.
import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { isLiveApplication } from '../../../api/applications/status';
import { paths } from '../../app/paths';
import { ConversationDisclosure } from '../../components/conversation/conversation-disclosure';
import { KindStatusBadge, statusLabel } from '../../components/page/status-kinds';
import type { ApplicationRow } from './use-my-applications';
import { lazyDateFormat } from '../../lib/date-format';

const DATE = lazyDateFormat({ dateStyle: 'medium', timeStyle: 'short' });

const PROJECT_STATUS: Record<string, string> = { open: 'Project open', closed: 'Project closed', draft: 'Project in preparation' };

export function ApplicationCard({ row, actions }: { row: ApplicationRow; actions?: ReactNode }) {
  const { application, project } = row;
  const title = project?.title ?? 'Project no longer listed';
  const headingId = `application-${application._id}`;
  return (
    <Card as="article" className="mb-3" aria-labelledby={headingId} data-testid="application">
      <Card.Body>
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2">
          <h2 className="h5 mb-1" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {project ? <Link to={paths.project.href(project._id, project.urlName)}>{title}</Link> : title}
          </h2>
          <KindStatusBadge kind="application" status={application.status} />
        </div>
        {project && <p className="small text-body-secondary mb-2">{PROJECT_STATUS[project.status] ?? project.status}{project.referenceNumber ? ` · ${project.referenceNumber}` : ''}</p>}
        <h3 className="h6 mt-3">History</h3>
        <ol className="list-unstyled mb-3">
          {application.statusHistory.map((entry, index) => (
            <li key={index} className="small">
              <time dateTime={new Date(entry.at).toISOString()}>{DATE.format(new Date(entry.at))}</time>: {statusLabel('application', entry.status)}
              {entry.note ? ` (${entry.note})` : ''}
            </li>
          ))}
        </ol>
        {isLiveApplication(application.status) && actions}
        <ConversationDisclosure kind="application" targetId={application._id} side="client" label={`Messages about your application to ${title}`} reader="the agency" />
      </Card.Body>
    </Card>
  );
}
