// My Requests: every request the selected company sent (by any of its members), newest first,
// with the experts named, status and history, and each request's conversation with the agency,
// live. Without a company it says how to get one.
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import type { Company } from '../../../api/companies/schema';
import { paths } from '../../app/paths';
import { useThreadSummaries } from '../../components/conversation/thread-summaries';
import { EmptyState, LoadingState } from '../../components/page/view-states';
import { PageLayout } from '../../components/page/page-layout';
import { foundText } from '../../components/page/words';
import { useMyCompanies } from '../../layout/use-my-companies';
import { useModal } from '../../modals/modal-context';
import { RequestCard } from './request-card';
import { useCompanyRequests } from './use-company-requests';

function CompanyRequestList({ company }: { company: Company }) {
  const { loading, requests, expertsById } = useCompanyRequests(company._id);
  useThreadSummaries('request', requests.map((request) => request._id));
  if (loading && requests.length === 0) return <LoadingState />;
  if (requests.length === 0) {
    return (
      <EmptyState
        title={`${company.name} has not sent a request yet.`}
        actions={
          <Link to={paths.experts.href()} className="btn btn-primary">
            Browse our experts
          </Link>
        }
      >
        Choose experts in the directory and request them, or describe what you need.
      </EmptyState>
    );
  }
  return (
    <>
      <p className="text-body-secondary" role="status" aria-live="polite">
        {foundText(requests.length, { one: 'request', many: 'requests' })}
      </p>
      <ul className="list-unstyled" aria-label="Requests">
        {requests.map((request) => (
          <RequestCard key={request._id} request={request} experts={expertsById} />
        ))}
      </ul>
    </>
  );
}

export default function MyRequestsScreen() {
  const { show } = useModal();
  const { loading, selected } = useMyCompanies();
  return (
    <PageLayout
      title="My Requests"
      lead={selected ? `Requests ${selected.name} sent for experts, with their status.` : undefined}
      width="medium"
      actions={
        selected && (
          <Link to={paths.experts.href()} className="btn btn-outline-primary">
            Request experts
          </Link>
        )
      }
    >
      {selected ? (
        <CompanyRequestList key={selected._id} company={selected} />
      ) : loading ? (
        <LoadingState />
      ) : (
        <EmptyState title="Requests are sent for a company." actions={<Button onClick={() => show('register-company', {})}>Register your company</Button>}>
          Register the company you hire for, or ask a colleague to invite you to theirs.
        </EmptyState>
      )}
    </PageLayout>
  );
}
