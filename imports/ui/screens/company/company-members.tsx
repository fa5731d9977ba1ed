// The company's members: name, e-mail, since when and role, with role changes and Remove for
// owners and Leave for the user themselves (the server keeps at least one owner and says so; the
// only owner is told here before trying). Invitations have their own section.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Button from 'react-bootstrap/Button';
import { useNavigate } from '../../app/routing';
import type { Company } from '../../../api/companies/schema';
import { paths } from '../../app/paths';
import { DataTable, type Column } from '../../components/page/data-table';
import { ErrorState } from '../../components/page/view-states';
import { StatusBadge } from '../../components/page/status-badge';
import { useCurrentAccount } from '../../lib/account-context';
import { displayName } from '../../lib/display-name';
import { errorText } from '../../i18n/error-text';
import { MemberRoleAction } from './member-role-action';
import { type MemberRow, useCompanyMembers } from './use-company-members';
import { dateText } from '../../lib/localized-dates';
import { type ActionResult, ActionResultAlert } from './action-result';
import { SectionCard } from '../../components/page/section-card';

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

export function CompanyMembers({ company, isOwner }: { company: Company; isOwner: boolean }) {
  const { userId, callMethod } = useCurrentAccount();
  const intl = useIntl();
  const navigate = useNavigate();
  const { rows, loading, error } = useCompanyMembers(company);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [message, setMessage] = useState<ActionResult | null>(null);
  const nameOf = (row: MemberRow) =>
    row.userId === userId ? intl.formatMessage({ id: 'company.members.you' }) : row.user ? displayName(row.user) : intl.formatMessage({ id: 'company.members.someone' });
  // The list names everyone, the user too, so they see the name their colleagues see.
  const shownName = (row: MemberRow) => (row.userId === userId && row.user ? intl.formatMessage({ id: 'company.members.yourName' }, { name: displayName(row.user) }) : nameOf(row));

  const remove = async (row: MemberRow) => {
    const leaving = row.userId === userId;
    setConfirming(null);
    try {
      await callMethod('companies.removeMember', company._id, row.userId);
      if (leaving) {
        navigate(paths.experts.href());
        return;
      }
      setMessage({ ok: true, text: intl.formatMessage({ id: 'company.members.removed' }, { name: nameOf(row), company: company.name }) });
    } catch (failure) {
      setMessage({ ok: false, text: errorText(intl, failure, 'company.members.removeFailed') });
    }
  };

  const ownerCount = company.members.filter((member) => member.role === 'owner').length;

  const removeAction = (row: MemberRow) => {
    const self = row.userId === userId;
    if (!self && !isOwner) return null;
    // The only owner cannot leave; the role action beside it says why.
    if (self && row.role === 'owner' && ownerCount === 1) return null;
    const confirmLabel = self ? intl.formatMessage({ id: 'company.members.leaveCompany' }, { company: company.name }) : intl.formatMessage({ id: 'company.members.removeMember' }, { name: nameOf(row) });
    if (confirming === row.userId) {
      return (
        <span className="d-inline-flex flex-wrap gap-1">
          <Button size="sm" variant="danger" onClick={() => void remove(row)}>
            {confirmLabel}
          </Button>
          <Button size="sm" variant="outline-secondary" onClick={() => setConfirming(null)}>
            <FormattedMessage id="company.members.keep" />
          </Button>
        </span>
      );
    }
    return (
      <Button size="sm" variant="outline-danger" aria-label={confirmLabel} onClick={() => setConfirming(row.userId)}>
        <FormattedMessage id={self ? 'company.members.leave' : 'company.members.remove'} />
      </Button>
    );
  };

  const columns: Column<MemberRow>[] = [
    // Name, e-mail and date in one cell, so the table fits a phone without scrolling sideways.
    {
      key: 'member',
      header: intl.formatMessage({ id: 'company.members.memberColumn' }),
      cell: (row) => (
        <>
          <div className="fw-semibold">{shownName(row)}</div>
          <div className="small text-break">{row.user?.emails?.[0]?.address ?? ''}</div>
          <div className="small text-body-secondary">
            <FormattedMessage id="company.members.since" values={{ date: dateText(intl, new Date(row.addedAt), DAY) }} />
          </div>
        </>
      ),
    },
    {
      key: 'role',
      header: intl.formatMessage({ id: 'company.members.roleColumn' }),
      cell: (row) => <StatusBadge label={intl.formatMessage({ id: row.role === 'owner' ? 'company.role.owner' : 'company.role.member' })} tone={row.role === 'owner' ? 'progress' : 'neutral'} />,
    },
    {
      key: 'action',
      header: intl.formatMessage({ id: 'company.actionsColumn' }),
      cell: (row) => (
        <span className="d-flex flex-wrap align-items-center gap-1">
          {isOwner && (
            <MemberRoleAction
              company={company}
              row={row}
              name={nameOf(row)}
              self={row.userId === userId}
              onlyOwner={row.role === 'owner' && ownerCount === 1}
              onDone={setMessage}
            />
          )}
          {removeAction(row)}
        </span>
      ),
    },
  ];

  return (
    <SectionCard title={intl.formatMessage({ id: 'company.members.title' })} description={intl.formatMessage({ id: 'company.members.description' })}>
      <ActionResultAlert result={message} onClose={() => setMessage(null)} />
      {error !== null ? (
        <ErrorState title={intl.formatMessage({ id: 'company.members.loadFailed' })} reason={error} />
      ) : (
        <DataTable caption={intl.formatMessage({ id: 'company.members.caption' }, { company: company.name })} columns={columns} rows={rows} rowKey={(row) => row.userId} loading={loading} empty={intl.formatMessage({ id: 'company.members.empty' })} />
      )}
    </SectionCard>
  );
}
