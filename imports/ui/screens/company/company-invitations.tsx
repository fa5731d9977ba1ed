// The company's invitations with their status (pending, accepted, declined, expired, revoked),
// live for every member (`companyInvitations.ofCompany`); owners invite colleagues below the
// table and revoke a pending invitation, whose link then stops working.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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
import { errorText } from '../../i18n/error-text';
import { dateText } from '../../lib/localized-dates';
import type { MessageId } from '../../../i18n/message-ids';
import { InviteMemberForm } from './invite-member-form';
import { type ActionResult, ActionResultAlert } from './action-result';
import { SectionCard } from '../../components/page/section-card';

const STATUS_BADGES: Record<ShownInvitationStatus, { labelId: MessageId; tone: StatusTone }> = {
  pending: { labelId: 'company.invitations.status.pending', tone: 'progress' },
  accepted: { labelId: 'company.invitations.status.accepted', tone: 'success' },
  declined: { labelId: 'company.invitations.status.declined', tone: 'neutral' },
  expired: { labelId: 'company.invitations.status.expired', tone: 'warning' },
  revoked: { labelId: 'company.invitations.status.revoked', tone: 'neutral' },
};

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

export function CompanyInvitationsSection({ company, isOwner }: { company: Company; isOwner: boolean }) {
  const { callMethod } = useCurrentAccount();
  const intl = useIntl();
  const isLoading = useSubscribe('companyInvitations.ofCompany', company._id);
  const invitations = useFind(() => CompanyInvitations.find({ companyId: company._id }, { sort: { createdAt: -1 } }), [company._id]);
  const [message, setMessage] = useState<ActionResult | null>(null);

  const revoke = async (invitation: CompanyInvitationView) => {
    try {
      await callMethod('companyInvitations.revoke', invitation._id);
      setMessage({ ok: true, text: intl.formatMessage({ id: 'company.invitations.revoked' }, { email: invitation.address }) });
    } catch (failure) {
      setMessage({ ok: false, text: errorText(intl, failure, 'company.invitations.revokeFailed') });
    }
  };

  const columns: Column<CompanyInvitationView>[] = [
    {
      key: 'invitee',
      header: intl.formatMessage({ id: 'company.invitations.invitedColumn' }),
      cell: (row) => (
        <>
          <div className="fw-semibold text-break">{row.address}</div>
          <div className="small text-body-secondary">
            <FormattedMessage
              id={row.role === 'owner' ? 'company.invitations.asOwner' : 'company.invitations.asMember'}
              values={{ inviter: row.inviterName, date: dateText(intl, new Date(row.createdAt), DAY) }}
            />
          </div>
        </>
      ),
    },
    {
      key: 'status',
      header: intl.formatMessage({ id: 'company.invitations.statusColumn' }),
      cell: (row) => {
        const badge = STATUS_BADGES[shownStatus(row)];
        return <StatusBadge label={intl.formatMessage({ id: badge.labelId })} tone={badge.tone} />;
      },
    },
  ];
  if (isOwner) {
    columns.push({
      key: 'action',
      header: intl.formatMessage({ id: 'company.actionsColumn' }),
      cell: (row) =>
        shownStatus(row) === 'pending' ? (
          <Button size="sm" variant="outline-danger" aria-label={intl.formatMessage({ id: 'company.invitations.revokeNamed' }, { email: row.address })} onClick={() => void revoke(row)}>
            <FormattedMessage id="company.invitations.revoke" />
          </Button>
        ) : null,
    });
  }

  return (
    <SectionCard title={intl.formatMessage({ id: 'company.invitations.title' })} description={intl.formatMessage({ id: 'company.invitations.description' })}>
      <ActionResultAlert result={message} onClose={() => setMessage(null)} />
      <DataTable
        caption={intl.formatMessage({ id: 'company.invitations.caption' }, { company: company.name })}
        columns={columns}
        rows={invitations}
        rowKey={(row) => row._id}
        loading={isLoading() && invitations.length === 0}
        empty={intl.formatMessage({ id: 'company.invitations.empty' })}
      />
      {isOwner && <InviteMemberForm company={company} onInvited={(text) => setMessage({ ok: true, text })} />}
    </SectionCard>
  );
}
