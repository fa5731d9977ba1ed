// My Company: the invitations for the user to answer, the details of the company the user acts
// for (editable by its owners), its members with their roles, removing a member and leaving, and
// its invitations (owners invite and revoke). A user without a company is offered to register one.
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { EmptyState, LoadingState } from '../../components/page/view-states';
import { PageLayout } from '../../components/page/page-layout';
import { WORDS } from '../../components/page/words';
import { useMyCompanies } from '../../layout/use-my-companies';
import { useCurrentAccount } from '../../lib/account-context';
import { useModal } from '../../modals/modal-context';
import { CompanyDetails } from './company-details';
import { CompanyInvitationsSection } from './company-invitations';
import { CompanyMembers } from './company-members';
import { InvitationsForYou } from './invitations-for-you';

export default function CompanyScreen() {
  const { userId } = useCurrentAccount();
  const { show } = useModal();
  const { loading, selected } = useMyCompanies();
  if (!selected) {
    return (
      <PageLayout title="My Company" width="medium">
        <InvitationsForYou />
        {loading ? (
          <LoadingState />
        ) : (
          <EmptyState
            title="You do not belong to a company yet."
            actions={<Button onClick={() => show('register-company', {})}>{WORDS.registerCompany}</Button>}
          >
            Register the company you hire for, or ask a colleague who registered it to invite you: their invitation appears here.
          </EmptyState>
        )}
      </PageLayout>
    );
  }
  const isOwner = selected.members.some((member) => member.userId === userId && member.role === 'owner');
  return (
    <PageLayout
      title={selected.name}
      lead={isOwner ? 'You own this company: keep its details up to date and manage who acts for it.' : 'You send requests for experts for this company.'}
      width="medium"
      actions={
        <Link to={paths.myRequests.href()} className="btn btn-outline-primary">
          My Requests
        </Link>
      }
    >
      <InvitationsForYou />
      <CompanyDetails company={selected} editable={isOwner} />
      <CompanyMembers company={selected} isOwner={isOwner} />
      <CompanyInvitationsSection company={selected} isOwner={isOwner} />
    </PageLayout>
  );
}
