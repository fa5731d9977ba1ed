// My Applications: every application of the signed-in candidate with its project, the status
// history with dates, and Withdraw (confirmed) while it is open. Live: an application made on a
// project page, in this tab or another, appears here without a reload. Each application has its
// conversation with the agency, with the count of unread messages on its button.
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '../../app/routing';
import { paths } from '../../app/paths';
import { useThreadSummaries } from '../../components/conversation/thread-summaries';
import { PageLayout } from '../../components/page/page-layout';
import { EmptyState, LoadingState } from '../../components/page/view-states';
import { useCurrentAccount } from '../../lib/account-context';
import { ApplicationCard } from './application-card';
import { useMyApplications } from './use-my-applications';
import { WithdrawButton } from './withdraw-button';

export default function MyApplicationsScreen() {
  const { userId } = useCurrentAccount();
  const intl = useIntl();
  const { loading, rows } = useMyApplications(userId);
  useThreadSummaries('application', rows.map((row) => row.application._id));
  const browse = (
    <Link className="btn btn-primary" to={paths.projects.href()}>
      <FormattedMessage id="myApplications.browse" />
    </Link>
  );
  return (
    <PageLayout title={intl.formatMessage({ id: 'myApplications.title' })} width="medium" lead={intl.formatMessage({ id: 'myApplications.lead' })}>
      {loading && rows.length === 0 ? (
        <LoadingState />
      ) : rows.length === 0 ? (
        <EmptyState title={intl.formatMessage({ id: 'myApplications.empty.title' })} actions={browse}>
          <FormattedMessage id="myApplications.empty.text" />
        </EmptyState>
      ) : (
        <>
          <p className="text-body-secondary" role="status" aria-live="polite">
            <FormattedMessage id="myApplications.count" values={{ count: rows.length }} />
          </p>
          {rows.map((row) => (
            <ApplicationCard
              key={row.application._id}
              row={row}
              actions={<WithdrawButton applicationId={row.application._id} projectTitle={row.project?.title ?? intl.formatMessage({ id: 'myApplications.thisProject' })} />}
            />
          ))}
        </>
      )}
    </PageLayout>
  );
}
