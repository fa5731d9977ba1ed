// One application: its project (link, title, project status), the application's status, the
// history with dates and notes, Withdraw while it is still open, and the conversation with the
// agency about it.
import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '../../app/routing';
import { isLiveApplication } from '../../../api/applications/status';
import { paths } from '../../app/paths';
import { ConversationDisclosure } from '../../components/conversation/conversation-disclosure';
import { KindStatusBadge, statusLabel } from '../../components/page/status-kinds';
import type { ApplicationRow } from './use-my-applications';
import { dateText } from '../../lib/localized-dates';
import type { MessageId } from '../../../i18n/message-ids';

const MOMENT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

const PROJECT_STATUS: Record<string, MessageId> = {
  open: 'myApplications.project.open',
  closed: 'myApplications.project.closed',
  draft: 'myApplications.project.draft',
};

export function ApplicationCard({ row, actions }: { row: ApplicationRow; actions?: ReactNode }) {
  const intl = useIntl();
  const { application, project } = row;
  const title = project?.title ?? intl.formatMessage({ id: 'myApplications.projectGone' });
  const projectStatus = project && PROJECT_STATUS[project.status];
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
        {project && (
          <p className="small text-body-secondary mb-2">
            <FormattedMessage
              id={project.referenceNumber ? 'myApplications.projectFactsWithReference' : 'myApplications.projectFacts'}
              values={{ status: projectStatus ? intl.formatMessage({ id: projectStatus }) : project.status, reference: project.referenceNumber }}
            />
          </p>
        )}
        <h3 className="h6 mt-3">
          <FormattedMessage id="myApplications.history" />
        </h3>
        <ol className="list-unstyled mb-3">
          {application.statusHistory.map((entry, index) => (
            <li key={index} className="small">
              <FormattedMessage
                id={entry.note ? 'myApplications.changeWithNote' : 'myApplications.change'}
                values={{
                  date: <time dateTime={new Date(entry.at).toISOString()}>{dateText(intl, new Date(entry.at), MOMENT)}</time>,
                  status: statusLabel(intl, 'application', entry.status),
                  note: entry.note,
                }}
              />
            </li>
          ))}
        </ol>
        {isLiveApplication(application.status) && actions}
        <ConversationDisclosure kind="application" targetId={application._id} side="client" label={intl.formatMessage({ id: 'myApplications.messagesLabel' }, { title })} />
      </Card.Body>
    </Card>
  );
}
