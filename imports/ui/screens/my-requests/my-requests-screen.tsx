// My Requests: every request the selected company sent (by any of its members), newest first,
// with the experts named, status and history, and each request's conversation with the agency,
// live. Without a company it says how to get one.
import Button from 'react-bootstrap/Button';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '../../app/routing';
import type { Company } from '../../../api/companies/schema';
import { paths } from '../../app/paths';
import { useThreadSummaries } from '../../components/conversation/thread-summaries';
import { EmptyState, LoadingState } from '../../components/page/view-states';
import { PageLayout } from '../../components/page/page-layout';
import { useMyCompanies } from '../../layout/use-my-companies';
import { useModal } from '../../modals/modal-context';
import { RequestCard } from './request-card';
import { useCompanyRequests } from './use-company-requests';

function CompanyRequestList({ company }: { company: Company }) {
  const intl = useIntl();
  const { loading, requests, expertsById } = useCompanyRequests(company._id);
  useThreadSummaries('request', requests.map((request) => request._id));
  if (loading && requests.length === 0) return <LoadingState />;
  if (requests.length === 0) {
    return (
      <EmptyState
        title={intl.formatMessage({ id: 'myRequests.empty.title' }, { company: company.name })}
        actions={
          <Link to={paths.experts.href()} className="btn btn-primary">
            <FormattedMessage id="myRequests.browseExperts" />
          </Link>
        }
      >
        <FormattedMessage id="myRequests.empty.text" />
      </EmptyState>
    );
  }
  return (
    <>
      <p className="text-body-secondary" role="status" aria-live="polite">
        <FormattedMessage id="myRequests.found" values={{ count: requests.length }} />
      </p>
      <ul className="list-unstyled" aria-label={intl.formatMessage({ id: 'myRequests.listLabel' })}>
        {requests.map((request) => (
          <RequestCard key={request._id} request={request} experts={expertsById} />
        ))}
      </ul>
    </>
  );
}

export default function MyRequestsScreen() {
  const { show } = useModal();
  const intl = useIntl();
  const { loading, selected } = useMyCompanies();
  return (
    <PageLayout
      title={intl.formatMessage({ id: 'myRequests.title' })}
      lead={selected ? intl.formatMessage({ id: 'myRequests.lead' }, { company: selected.name }) : undefined}
      width="medium"
      actions={
        selected && (
          <Link to={paths.experts.href()} className="btn btn-outline-primary">
            <FormattedMessage id="myRequests.requestExperts" />
          </Link>
        )
      }
    >
      {selected ? (
        <CompanyRequestList key={selected._id} company={selected} />
      ) : loading ? (
        <LoadingState />
      ) : (
        <EmptyState
          title={intl.formatMessage({ id: 'myRequests.noCompany.title' })}
          actions={
            <Button onClick={() => show('register-company', {})}>
              <FormattedMessage id="myRequests.noCompany.register" />
            </Button>
          }
        >
          <FormattedMessage id="myRequests.noCompany.text" />
        </EmptyState>
      )}
    </PageLayout>
  );
}
