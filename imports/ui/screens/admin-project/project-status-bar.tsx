// A project's state at the top of the editor (status, reference number, dates, public link) and
// the transitions it allows: publish a draft, close a draft or open project, reopen a closed one,
// and archive, restore or delete (project-archive-actions.tsx).
// A refused publication lists what is missing, in the server's words.
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { FormattedMessage } from 'react-intl';
import { Link } from '../../app/routing';
import type { Project } from '../../../api/projects/schema';
import { paths } from '../../app/paths';
import type { MessageId } from '../../../i18n/message-ids';
import { useAdminDates } from '../../components/admin/admin-dates';
import { useText } from '../../components/admin/use-text';
import { KindStatusBadge } from '../../components/page/status-kinds';
import { useCurrentAccount } from '../../lib/account-context';
import { useServerAction } from '../../lib/use-server-action';
import { ProjectArchiveActions } from './project-archive-actions';


type Transition = 'publish' | 'close' | 'reopen';
const DONE: Record<Transition, MessageId> = { publish: 'admin-projects.status.published', close: 'admin-projects.status.closed', reopen: 'admin-projects.status.reopened' };

export function ProjectStatusBar({ project }: { project: Project }) {
  const { callMethod } = useCurrentAccount();
  const { busy, done, problems, run: runAction } = useServerAction();
  const text = useText();
  const dates = useAdminDates();
  const run = (transition: Transition) => runAction(() => callMethod(`projects.${transition}`, project._id), { done: text(DONE[transition]) });

  return (
    <div className="border rounded p-3 mb-4" aria-label={text('admin-projects.status')} role="region">
      <div className="d-flex flex-wrap align-items-center gap-3">
        <KindStatusBadge kind="project" status={project.status} />
        <span>
          <FormattedMessage
            id="admin-projects.status.reference"
            values={{
              reference: project.referenceNumber ?? text('admin-projects.status.noReference'),
              strong: (chunks) => <strong data-testid="reference-number">{chunks}</strong>,
            }}
          />
        </span>
        {project.publishedAt && (
          <span>
            <FormattedMessage id="admin-projects.status.publishedAt" values={{ date: dates.day(project.publishedAt) }} />
          </span>
        )}
        {project.closedAt && (
          <span>
            <FormattedMessage id="admin-projects.status.closedAt" values={{ date: dates.day(project.closedAt) }} />
          </span>
        )}
        {project.archivedAt && (
          <span>
            <FormattedMessage id="admin-projects.status.archivedAt" values={{ date: dates.day(project.archivedAt) }} />
          </span>
        )}
        {(project.status === 'open' || project.status === 'closed') && (
          <Link to={paths.project.href(project._id, project.urlName)}>
            <FormattedMessage id="admin-projects.status.publicPage" />
          </Link>
        )}
        <div className="d-flex flex-wrap gap-2 ms-md-auto">
          {project.status === 'draft' && (
            <Button disabled={busy} onClick={() => void run('publish')}>
              <FormattedMessage id="admin-projects.status.publish" />
            </Button>
          )}
          {(project.status === 'draft' || project.status === 'open') && (
            <Button variant="outline-danger" disabled={busy} onClick={() => void run('close')}>
              <FormattedMessage id="admin-projects.status.close" />
            </Button>
          )}
          {project.status === 'closed' && (
            <Button variant="outline-primary" disabled={busy} onClick={() => void run('reopen')}>
              <FormattedMessage id="admin-projects.status.reopen" />
            </Button>
          )}
          <ProjectArchiveActions project={project} busy={busy} run={(call, done) => runAction(call, { done })} />
        </div>
      </div>
      <p role="status" aria-live="polite" className="text-success small mb-0 mt-2">
        {done}
      </p>
      {problems.length > 0 && (
        <Alert variant="danger" className="mt-2 mb-0">
          <p className="mb-1 fw-semibold">
            <FormattedMessage id="admin-projects.status.problems" />
          </p>
          <ul className="mb-0">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Alert>
      )}
    </div>
  );
}
