// Invitation requests from people who may not register freely: live, newest first, filtered by
// status, 20 a page. "Send invitation" creates the account with the role asked for and e-mails
// an enroll link; "Decline" closes the request. Each answer is asked once (a confirm step),
// since an e-mail cannot be taken back.
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { FormattedMessage, useIntl } from 'react-intl';
import { InvitationRequests } from '../../../api/invitation-requests/browser-collection';
import {
  INVITATION_REQUEST_KIND_IDS,
  type InvitationRequest,
} from '../../../api/invitation-requests/schema';
import { useText } from '../../components/admin/use-text';
import { errorText } from '../../i18n/error-text';
import { AdminPage } from '../../components/page/admin-page';
import { AdminTable } from '../../components/page/admin-table';
import type { Column } from '../../components/page/data-table';
import { statusColumn, useStatusOptions } from '../../components/page/status-kinds';
import { ActionNotice, type Feedback } from '../../components/page/action-notice';
import { useCurrentAccount } from '../../lib/account-context';

function Answer({ row, onDone }: { row: InvitationRequest; onDone(feedback: Feedback): void }) {
  const { callMethod } = useCurrentAccount();
  const [confirming, setConfirming] = useState<'invite' | 'decline' | null>(null);
  const [busy, setBusy] = useState(false);
  const intl = useIntl();
  const text = useText();
  const who = `${row.name.first} ${row.name.last}`;
  if (row.status !== 'new') {
    return (
      <span className="small text-body-secondary">
        <FormattedMessage id="admin-pipeline.invitations.answered" />
      </span>
    );
  }

  async function answer(decision: 'invite' | 'decline') {
    setBusy(true);
    try {
      await callMethod('invitationRequests.answer', row._id, decision);
      onDone({ variant: 'success', text: decision === 'invite' ? text('admin-pipeline.invitations.sent', { email: row.email }) : text('admin-pipeline.invitations.declined', { name: who }) });
    } catch (failure) {
      onDone({ variant: 'danger', text: errorText(intl, failure, 'admin-pipeline.invitations.error') });
      setBusy(false);
      setConfirming(null);
    }
  }

  if (confirming) {
    return (
      <div className="d-flex flex-wrap gap-2">
        <Button size="sm" variant={confirming === 'invite' ? 'primary' : 'danger'} disabled={busy} onClick={() => void answer(confirming)}>
          {confirming === 'invite' ? (
            <FormattedMessage id="admin-pipeline.invitations.confirmInvite" values={{ name: row.name.first }} />
          ) : (
            <FormattedMessage id="admin-pipeline.invitations.confirmDecline" />
          )}
        </Button>
        <Button size="sm" variant="outline-secondary" disabled={busy} onClick={() => setConfirming(null)}>
          <FormattedMessage id="common.cancel" />
        </Button>
      </div>
    );
  }
  return (
    <div className="d-flex flex-wrap gap-2">
      <Button size="sm" onClick={() => setConfirming('invite')} aria-label={text('admin-pipeline.invitations.inviteLabel', { name: who })}>
        <FormattedMessage id="admin-pipeline.invitations.invite" />
      </Button>
      <Button size="sm" variant="outline-danger" onClick={() => setConfirming('decline')} aria-label={text('admin-pipeline.invitations.declineLabel', { name: who })}>
        <FormattedMessage id="admin-pipeline.invitations.decline" />
      </Button>
    </div>
  );
}

export default function AdminInvitationsScreen() {
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const text = useText();

  const columns: Column<InvitationRequest>[] = [
    {
      key: 'who',
      header: text('admin-pipeline.invitations.person'),
      cell: (row) => (
        <div className="text-break">
          <div>
            {row.name.first} {row.name.last}
          </div>
          <div className="small text-body-secondary">{[row.email, row.phone, row.company].filter(Boolean).join(' · ')}</div>
          <div className="small">
            <FormattedMessage id={INVITATION_REQUEST_KIND_IDS[row.kind]} />
          </div>
          {row.message && <div className="small fst-italic">{row.message}</div>}
        </div>
      ),
    },
    statusColumn('invitationRequest'),
    { key: 'answer', header: text('admin-pipeline.invitations.answer'), cell: (row) => <Answer row={row} onDone={setFeedback} /> },
  ];

  return (
    <AdminPage section="invitations" title={text('admin-pipeline.invitations.title')} lead={text('admin-pipeline.invitations.lead')}>
      <AdminTable
        publication="invitationRequests.adminPage" collection={InvitationRequests} columns={columns} caption={text('admin-pipeline.invitations.title')} filtersLabel={text('admin-pipeline.invitations.filters')} found="admin-pipeline.invitations.found"
        filters={[{ name: 'status', label: text('admin-pipeline.status'), options: useStatusOptions('invitationRequest') }]}
        empty={{ filtered: text('admin-pipeline.invitations.emptyFiltered'), none: text('admin-pipeline.invitations.empty') }}
        notice={feedback && <ActionNotice feedback={feedback} onClose={() => setFeedback(null)} />}
      />
    </AdminPage>
  );
}
