// A project's state at the top of the editor (status, reference number, dates, public link) and
// the transitions it allows: publish a draft, close a draft or open project, reopen a closed one.
// A refused publication lists what is missing, in the server's words.
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import type { Project } from '../../../api/projects/schema';
import { paths } from '../../app/paths';
import { formatDate } from '../../components/projects/project-facts';
import { KindStatusBadge } from '../../components/page/status-kinds';
import { useCurrentAccount } from '../../lib/account-context';
import { useServerAction } from '../../lib/use-server-action';


type Transition = 'publish' | 'close' | 'reopen';
const DONE: Record<Transition, string> = { publish: 'Published.', close: 'Closed.', reopen: 'Reopened.' };

export function ProjectStatusBar({ project }: { project: Project }) {
  const { callMethod } = useCurrentAccount();
  const { busy, done, problems, run: runAction } = useServerAction();
  const run = (transition: Transition) => runAction(() => callMethod(`projects.${transition}`, project._id), { done: DONE[transition] });

  return (
    <div className="border rounded p-3 mb-4" aria-label="Status" role="region">
      <div className="d-flex flex-wrap align-items-center gap-3">
        <KindStatusBadge kind="project" status={project.status} />
        <span>
          Reference: <strong data-testid="reference-number">{project.referenceNumber ?? 'given on publication'}</strong>
        </span>
        {project.publishedAt && <span>Published {formatDate(project.publishedAt)}</span>}
        {project.closedAt && <span>Closed {formatDate(project.closedAt)}</span>}
        {project.status !== 'draft' && <Link to={paths.project.href(project._id, project.urlName)}>Public page</Link>}
        <div className="d-flex flex-wrap gap-2 ms-md-auto">
          {project.status === 'draft' && (
            <Button disabled={busy} onClick={() => void run('publish')}>
              Publish
            </Button>
          )}
          {project.status !== 'closed' && (
            <Button variant="outline-danger" disabled={busy} onClick={() => void run('close')}>
              Close
            </Button>
          )}
          {project.status === 'closed' && (
            <Button variant="outline-primary" disabled={busy} onClick={() => void run('reopen')}>
              Reopen
            </Button>
          )}
        </div>
      </div>
      <p role="status" aria-live="polite" className="text-success small mb-0 mt-2">
        {done}
      </p>
      {problems.length > 0 && (
        <Alert variant="danger" className="mt-2 mb-0">
          <p className="mb-1 fw-semibold">The project cannot be changed yet:</p>
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
