// The company's members: name, e-mail, since when and role, with role changes and Remove for
// owners and Leave for the user themselves (the server keeps at least one owner and says so; the
// only owner is told here before trying). Invitations have their own section.
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useNavigate } from 'react-router';
import type { Company } from '../../../api/companies/schema';
import { paths } from '../../app/paths';
import { DataTable, type Column } from '../../components/page/data-table';
import { ErrorState } from '../../components/page/view-states';
import { StatusBadge } from '../../components/page/status-badge';
import { useCurrentAccount } from '../../lib/account-context';
import { displayName } from '../../lib/display-name';
import { reasonOf } from '../../lib/method-errors';
import { MemberRoleAction } from './member-role-action';
import { type MemberRow, useCompanyMembers } from './use-company-members';
import { dayMonthYear } from '../../lib/date-format';
import { type ActionResult, ActionResultAlert } from './action-result';
import { SectionCard } from '../../components/page/section-card';

export function CompanyMembers({ company, isOwner }: { company: Company; isOwner: boolean }) {
  const { userId, callMethod } = useCurrentAccount();
  const navigate = useNavigate();
  const { rows, loading, error } = useCompanyMembers(company);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [message, setMessage] = useState<ActionResult | null>(null);
  const nameOf = (row: MemberRow) => (row.userId === userId ? 'You' : row.user ? displayName(row.user) : 'Member');
  // The list names everyone, the user too, so they see the name their colleagues see.
  const shownName = (row: MemberRow) => (row.userId === userId && row.user ? `${displayName(row.user)} (you)` : nameOf(row));

  const remove = async (row: MemberRow) => {
    const leaving = row.userId === userId;
    setConfirming(null);
    try {
      await callMethod('companies.removeMember', company._id, row.userId);
      if (leaving) {
        void navigate(paths.experts.href());
        return;
      }
      setMessage({ ok: true, text: `${nameOf(row)} was removed from ${company.name}.` });
    } catch (failure) {
      setMessage({ ok: false, text: reasonOf(failure, 'The member could not be removed') });
    }
  };

  const ownerCount = company.members.filter((member) => member.role === 'owner').length;

  const removeAction = (row: MemberRow) => {
    const self = row.userId === userId;
    if (!self && !isOwner) return null;
    // The only owner cannot leave; the role action beside it says why.
    if (self && row.role === 'owner' && ownerCount === 1) return null;
    const label = self ? 'Leave' : 'Remove';
    if (confirming === row.userId) {
      return (
        <span className="d-inline-flex flex-wrap gap-1">
          <Button size="sm" variant="danger" onClick={() => void remove(row)}>
            {self ? `Leave ${company.name}` : `Remove ${nameOf(row)}`}
          </Button>
          <Button size="sm" variant="outline-secondary" onClick={() => setConfirming(null)}>
            Keep
          </Button>
        </span>
      );
    }
    return (
      <Button size="sm" variant="outline-danger" aria-label={self ? `Leave ${company.name}` : `Remove ${nameOf(row)}`} onClick={() => setConfirming(row.userId)}>
        {label}
      </Button>
    );
  };

  const columns: Column<MemberRow>[] = [
    // Name, e-mail and date in one cell, so the table fits a phone without scrolling sideways.
    {
      key: 'member',
      header: 'Member',
      cell: (row) => (
        <>
          <div className="fw-semibold">{shownName(row)}</div>
          <div className="small text-break">{row.user?.emails?.[0]?.address ?? ''}</div>
          <div className="small text-body-secondary">Member since {dayMonthYear.format(new Date(row.addedAt))}</div>
        </>
      ),
    },
    { key: 'role', header: 'Role', cell: (row) => <StatusBadge label={row.role === 'owner' ? 'Owner' : 'Member'} tone={row.role === 'owner' ? 'progress' : 'neutral'} /> },
    {
      key: 'action',
      header: 'Actions',
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
    <SectionCard title="Members" description="Owners manage the company and its members; members send requests for experts. A company always keeps at least one owner.">
      <ActionResultAlert result={message} onClose={() => setMessage(null)} />
      {error ? (
        <ErrorState title="The members could not be loaded." reason={error} />
      ) : (
        <DataTable caption={`Members of ${company.name}`} columns={columns} rows={rows} rowKey={(row) => row.userId} loading={loading} empty="No members yet." />
      )}
    </SectionCard>
  );
}
