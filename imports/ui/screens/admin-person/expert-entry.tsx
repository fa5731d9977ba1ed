// The candidate's place in the public expert directory: publish them as an anonymised entry
// (from their own profile data), publish again to refresh it, unpublish, and edit the entry.
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { FormattedMessage } from 'react-intl';
import { Link } from '../../app/routing';
import type { Person } from '../../../api/people/schema';
import { paths } from '../../app/paths';
import { useText } from '../../components/admin/use-text';
import { StatusBadge } from '../../components/page/status-badge';
import { statusLabel } from '../../components/page/status-kinds';
import { useCurrentAccount } from '../../lib/account-context';
import { EntryForm } from './entry-form';
import { useServerAction } from '../../lib/use-server-action';
import { useIntl } from 'react-intl';

export function ExpertEntry({ entry, candidateId }: { entry: Person | undefined; candidateId: string | undefined }) {
  const { callMethod } = useCurrentAccount();
  const { busy, done, problems, run: runAction } = useServerAction();
  const text = useText();
  const intl = useIntl();
  const run = (label: string, call: () => Promise<unknown>) => runAction(call, { done: label, nameFields: true });
  const publish = () => run(text('admin-people.entry.published'), () => callMethod('people.publishFromCandidate', candidateId as string));
  const status = entry ? statusLabel(intl, 'person', entry.status) : text('admin-people.entry.notListed');

  return (
    <section className="card mb-4" aria-labelledby="entry-heading">
      <div className="card-body">
        <h2 className="h5" id="entry-heading">
          <FormattedMessage id="admin-people.entry" />
        </h2>
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <StatusBadge label={status} tone={entry?.status === 'published' ? 'success' : entry ? 'warning' : 'neutral'} />
          {entry?.status === 'published' && (
            <Link to={paths.expert.href(entry._id, entry.urlName)}>
              <FormattedMessage id="admin-people.entry.publicPage" />
            </Link>
          )}
          <div className="d-flex flex-wrap gap-2 ms-md-auto">
            {candidateId && entry?.status !== 'published' && (
              <Button disabled={busy} onClick={() => void publish()}>
                <FormattedMessage id="admin-people.entry.publish" />
              </Button>
            )}
            {candidateId && entry?.status === 'published' && (
              <Button variant="outline-primary" disabled={busy} onClick={() => void publish()}>
                <FormattedMessage id="admin-people.entry.refresh" />
              </Button>
            )}
            {entry?.status === 'published' && (
              <Button variant="outline-danger" disabled={busy} onClick={() => void run(text('admin-people.entry.unpublished'), () => callMethod('people.unpublish', entry._id))}>
                <FormattedMessage id="admin-people.entry.unpublish" />
              </Button>
            )}
          </div>
        </div>
        <p role="status" aria-live="polite" className="text-success small mb-2">
          {done}
        </p>
        {problems.length > 0 && (
          <Alert variant="danger">
            <p className="mb-1 fw-semibold">
              <FormattedMessage id="admin-people.entry.lacks" />
            </p>
            <ul className="mb-0">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </Alert>
        )}
        {!entry && (
          <p className="text-body-secondary mb-0">
            <FormattedMessage id="admin-people.entry.hint" />
          </p>
        )}
      </div>
      {entry && (
        <div className="card-body border-top">
          <EntryForm key={entry._id} entry={entry} />
        </div>
      )}
    </section>
  );
}
