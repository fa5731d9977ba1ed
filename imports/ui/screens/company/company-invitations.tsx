// The company's invitations with their status (pending, accepted, declined, expired, revoked),
// live for every member (`companyInvitations.ofCompany`); owners invite colleagues below the
// table and revoke a pending invitation, whose link then stops working.
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useFind } from 'meteor/react-meteor-data';
import { useSubscribe } from '../../lib/subscriptions';
import type { Company } from '../../../api/companies/schema';
import { CompanyInvitations } from '../../../api/company-invitations/browser-collection';
import type { CompanyInvitationView } from '../../../api/company-invitations/schema';
import { type ShownInvitationStatus, shownStatus } from '../../../api/company-invitations/shown-status';
import { DataTable, type Column } from '../../components/page/data-table';
import { StatusBadge, type StatusTone } from '../../components/page/status-badge';
import { useCurrentAccount } from '../../lib/account-context';
import { dayMonthYear } from '../../lib/date-format';
import { reasonOf } from '../../lib/method-errors';
import { InviteMemberForm } from './invite-member-form';
import { type ActionResult, ActionResultAlert } from './action-result';
import { SectionCard } from '../../components/page/section-card';

const STATUS_BADGES: Record<ShownInvitationStatus, { label: string; tone: StatusTone }> = {
  pending: { label: 'Pending', tone: 'progress' },
  accepted: { label: 'Accepted', tone: 'success' },
  declined: { label: 'Declined', tone: 'neutral' },
  expired: { label: 'Expired', tone: 'warning' },
  revoked: { label: 'Revoked', tone: 'neutral' },
};

export function CompanyInvitationsSection({ company, isOwner }: { company: Company; isOwner: boolean }) {
  const { callMethod } = useCurrentAccount();
  const isLoading = useSubscribe('companyInvitations.ofCompany', company._id);
  const invitations = useFind(() => CompanyInvitations.find({ companyId: company._id }, { sort: { createdAt: -1 } }), [company._id]);
  const [message, setMessage] = useState<ActionResult | null>(null);

  const revoke = async (invitation: CompanyInvitationView) => {
    try {
      await callMethod('companyInvitations.revoke', invitation._id);
      setMessage({ ok: true, text: `The invitation to ${invitation.address} was revoked; its link no longer works.` });
    } catch (failure) {
      setMessage({ ok: false, text: reasonOf(failure, 'The invitation could not be revoked') });
    }
  };

  const columns: Column<CompanyInvitationView>[] = [
    {
      key: 'invitee',
      header: 'Invited',
      cell: (row) => (
        <>
          <div className="fw-semibold text-break">{row.address}</div>
          <div className="small text-body-secondary">
            As {row.role === 'owner' ? 'owner' : 'member'}, by {row.inviterName}, {dayMonthYear.format(new Date(row.createdAt))}
          </div>
        </>
      ),
    },
    { key: 'status', header: 'Status', cell: (row) => <StatusBadge {...STATUS_BADGES[shownStatus(row)]} /> },
  ];
  if (isOwner) {
    columns.push({
      key: 'action',
      header: 'Actions',
      cell: (row) =>
        shownStatus(row) === 'pending' ? (
          <Button size="sm" variant="outline-danger" aria-label={`Revoke the invitation to ${row.address}`} onClick={() => void revoke(row)}>
            Revoke
          </Button>
        ) : null,
    });
  }

  return (
    <SectionCard title="Invitations" description="An invited colleague joins only once they accept. Links work for 14 days.">
      <ActionResultAlert result={message} onClose={() => setMessage(null)} />
      <DataTable
        caption={`Invitations to ${company.name}`}
        columns={columns}
        rows={invitations}
        rowKey={(row) => row._id}
        loading={isLoading() && invitations.length === 0}
        empty="Nobody has been invited yet."
      />
      {isOwner && <InviteMemberForm company={company} onInvited={(text) => setMessage({ ok: true, text })} />}
    </SectionCard>
  );
}
