// My Company: the invitations for the user to answer, the details of the company the user acts
// for (editable by its owners), its members with their roles, removing a member and leaving, and
// its invitations (owners invite and revoke). A user without a company is offered to register one.
import Button from 'react-bootstrap/Button';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '../../app/routing';
import { paths } from '../../app/paths';
import { EmptyState, LoadingState } from '../../components/page/view-states';
import { PageLayout } from '../../components/page/page-layout';
import { useMyCompanies } from '../../layout/use-my-companies';
import { useCurrentAccount } from '../../lib/account-context';
import { useModal } from '../../modals/modal-context';
import { CompanyDetails } from './company-details';
import { CompanyInvitationsSection } from './company-invitations';
import { CompanyMembers } from './company-members';
import { InvitationsForYou } from './invitations-for-you';

export default function CompanyScreen() {
  const { userId } = useCurrentAccount();
  const intl = useIntl();
  const { show } = useModal();
  const { loading, selected } = useMyCompanies();
  if (!selected) {
    return (
      <PageLayout title={intl.formatMessage({ id: 'company.title' })} width="medium">
        <InvitationsForYou />
        {loading ? (
          <LoadingState />
        ) : (
          <EmptyState
            title={intl.formatMessage({ id: 'company.none.title' })}
            actions={<Button onClick={() => show('register-company', {})}><FormattedMessage id="company.none.register" /></Button>}
          >
            <FormattedMessage id="company.none.text" />
          </EmptyState>
        )}
      </PageLayout>
    );
  }
  const isOwner = selected.members.some((member) => member.userId === userId && member.role === 'owner');
  return (
    <PageLayout
      title={selected.name}
      lead={intl.formatMessage({ id: isOwner ? 'company.lead.owner' : 'company.lead.member' })}
      width="medium"
      actions={
        <Link to={paths.myRequests.href()} className="btn btn-outline-primary">
          <FormattedMessage id="company.myRequests" />
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
