// Invitation requests from people who may not register freely: live, newest first, filtered by
// status, 20 a page. "Send invitation" creates the account with the role asked for and e-mails
// an enroll link; "Decline" closes the request. Each answer is asked once (a confirm step),
// since an e-mail cannot be taken back.
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { InvitationRequests } from '../../../api/invitation-requests/browser-collection';
import {
  INVITATION_REQUEST_KINDS,
  INVITATION_REQUEST_STATUSES,
  type InvitationRequest,
} from '../../../api/invitation-requests/schema';
import { labelOf } from '../../../api/common/lists/list-item';
import { AdminPage } from '../../components/page/admin-page';
import { AdminTable } from '../../components/page/admin-table';
import type { Column } from '../../components/page/data-table';
import { statusColumn } from '../../components/page/status-kinds';
import { ActionNotice, type Feedback } from '../../components/page/action-notice';
import { useCurrentAccount } from '../../lib/account-context';

const FILTERS = [{ name: 'status', label: 'Status', options: INVITATION_REQUEST_STATUSES }];
const NOUN = { one: 'invitation request', many: 'invitation requests' };
const EMPTY = { filtered: 'No request has this status.', none: 'No invitation requests yet.' };

function Answer({ row, onDone }: { row: InvitationRequest; onDone(feedback: Feedback): void }) {
  const { callMethod } = useCurrentAccount();
  const [confirming, setConfirming] = useState<'invite' | 'decline' | null>(null);
  const [busy, setBusy] = useState(false);
  const who = `${row.name.first} ${row.name.last}`;
  if (row.status !== 'new') return <span className="small text-body-secondary">Answered</span>;

  async function answer(decision: 'invite' | 'decline') {
    setBusy(true);
    try {
      await callMethod('invitationRequests.answer', row._id, decision);
      onDone({ variant: 'success', text: decision === 'invite' ? `Invitation sent to ${row.email}.` : `The request of ${who} is declined.` });
    } catch (failure) {
      onDone({ variant: 'danger', text: (failure as { reason?: string }).reason ?? 'The answer could not be saved.' });
      setBusy(false);
      setConfirming(null);
    }
  }

  if (confirming) {
    return (
      <div className="d-flex flex-wrap gap-2">
        <Button size="sm" variant={confirming === 'invite' ? 'primary' : 'danger'} disabled={busy} onClick={() => void answer(confirming)}>
          {confirming === 'invite' ? `Yes, invite ${row.name.first}` : `Yes, decline`}
        </Button>
        <Button size="sm" variant="outline-secondary" disabled={busy} onClick={() => setConfirming(null)}>
          Cancel
        </Button>
      </div>
    );
  }
  return (
    <div className="d-flex flex-wrap gap-2">
      <Button size="sm" onClick={() => setConfirming('invite')} aria-label={`Send an invitation to ${who}`}>
        Send invitation
      </Button>
      <Button size="sm" variant="outline-danger" onClick={() => setConfirming('decline')} aria-label={`Decline the request of ${who}`}>
        Decline
      </Button>
    </div>
  );
}

export default function AdminInvitationsScreen() {
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  const columns: Column<InvitationRequest>[] = [
    {
      key: 'who',
      header: 'Person',
      cell: (row) => (
        <div className="text-break">
          <div>
            {row.name.first} {row.name.last}
          </div>
          <div className="small text-body-secondary">{[row.email, row.phone, row.company].filter(Boolean).join(' · ')}</div>
          <div className="small">{labelOf(INVITATION_REQUEST_KINDS, row.kind)}</div>
          {row.message && <div className="small fst-italic">{row.message}</div>}
        </div>
      ),
    },
    statusColumn('invitationRequest'),
    { key: 'answer', header: 'Answer', cell: (row) => <Answer row={row} onDone={setFeedback} /> },
  ];

  return (
    <AdminPage section="invitations" title="Invitation requests" lead="People asking to join. An invitation creates their account and e-mails them a link to set a password.">
      <AdminTable
        publication="invitationRequests.adminPage" collection={InvitationRequests} filters={FILTERS} columns={columns} caption="Invitation requests" noun={NOUN} empty={EMPTY}
        notice={feedback && <ActionNotice feedback={feedback} onClose={() => setFeedback(null)} />}
      />
    </AdminPage>
  );
}
