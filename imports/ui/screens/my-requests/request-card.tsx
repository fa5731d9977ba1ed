// One request as the company sees it: what was asked, for whom (the experts' directory names,
// linked to their pages), when and for how long, its status and the history of status changes;
// an open request can be cancelled here (the focus then moves to its new status); and the
// company's conversation with the agency about it.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { Person } from '../../../api/people/schema';
import type { ExpertRequest, RequestStatus } from '../../../api/requests/schema';
import { isOpenRequest } from '../../../api/requests/status';
import { paths } from '../../app/paths';
import { expertName } from '../../components/expert/expert-facts';
import { ConversationDisclosure } from '../../components/conversation/conversation-disclosure';
import { KindStatusBadge } from '../../components/page/status-kinds';
import { CancelRequest } from './cancel-request';
import { lazyDateFormat } from '../../lib/date-format';

export const STATUS_LABELS: Record<RequestStatus, string> = { new: 'New', 'in-progress': 'In progress', closed: 'Closed' };
// Spam is not named to the sender: such a request just reads "Closed".
const CLOSE_REASONS: Record<string, string | undefined> = {
  filled: 'Experts found',
  'no-match': 'No suitable expert',
  cancelled: 'Cancelled',
  duplicate: 'Duplicate request',
};

const dateFormat = lazyDateFormat({ day: 'numeric', month: 'short', year: 'numeric' });
const timeFormat = lazyDateFormat({ day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

type Expert = Pick<Person, '_id' | 'firstName' | 'lastInitial' | 'urlName'>;

function startText(request: ExpertRequest): string {
  const start = request.startDate ? `from ${dateFormat.format(new Date(request.startDate))}` : 'as soon as possible';
  const duration = request.durationMonths ? `, ${request.durationMonths} month${request.durationMonths === 1 ? '' : 's'}` : '';
  return `Start ${start}${duration}`;
}

export function RequestCard({ request, experts }: { request: ExpertRequest & { docInfo?: { createdAt?: Date } }; experts: Map<string, Expert> }) {
  const sentAt = request.docInfo?.createdAt ?? request.statusHistory[0]?.at;
  const headingId = `request-${request._id}`;
  const status = STATUS_LABELS[request.status] ?? request.status;
  const statusRef = useRef<HTMLSpanElement>(null);
  // After cancelling here, the focus moves to the status once the subscription says it is closed
  // (the change may arrive before or after the method's answer).
  const focusWhenClosed = useRef(false);
  const open = isOpenRequest(request.status);
  useEffect(() => {
    if (!focusWhenClosed.current || open) return;
    focusWhenClosed.current = false;
    statusRef.current?.focus();
  }, [open]);
  const onCancelled = () => {
    if (statusRef.current?.dataset.open === 'false') statusRef.current.focus();
    else focusWhenClosed.current = true;
  };
  const title = request.title ?? request.message.split('\n')[0]?.slice(0, 120) ?? '';
  const closeReason = request.closeReason ? CLOSE_REASONS[request.closeReason] : undefined;
  // The stored reason belongs to the latest close, so only the last history entry names it.
  const changeLabel = (change: ExpertRequest['statusHistory'][number], index: number) => {
    const label = STATUS_LABELS[change.status] ?? change.status;
    const last = index === request.statusHistory.length - 1;
    return last && change.status === 'closed' && request.status === 'closed' && closeReason ? `${label}: ${closeReason}` : label;
  };
  return (
    <li className="card mb-3" data-testid="request-card" aria-labelledby={headingId}>
      <div className="card-body">
        <div className="d-flex flex-wrap justify-content-between gap-2 mb-2">
          <h2 className="h6 mb-0 text-break" id={headingId}>
            {title}
          </h2>
          <span data-testid="request-status" data-open={open} ref={statusRef} tabIndex={-1}>
            <span className="visually-hidden">Status: </span>
            <KindStatusBadge kind="request" status={request.status} label={closeReason ? `${status}: ${closeReason}` : status} />
          </span>
        </div>
        <p className="small text-body-secondary mb-2">
          {sentAt ? `Sent ${dateFormat.format(new Date(sentAt))} · ` : ''}
          {request.expertsWanted} expert{request.expertsWanted === 1 ? '' : 's'} wanted · {startText(request)}
        </p>
        {request.peopleIds && request.peopleIds.length > 0 && (
          <div className="mb-2">
            <span className="small fw-semibold me-2">Experts asked for:</span>
            <ul className="list-inline d-inline mb-0" aria-label="Experts asked for">
              {request.peopleIds.map((peopleId) => {
                const expert = experts.get(peopleId);
                return (
                  <li key={peopleId} className="list-inline-item">
                    {expert ? <Link to={paths.expert.href(expert._id, expert.urlName)}>{expertName(expert)}</Link> : <span className="text-body-secondary">an expert no longer listed</span>}
                  </li>
                );
              })}
            </ul>
          </div>
        )}
        <p className="mb-2 text-break" style={{ whiteSpace: 'pre-line' }}>
          {request.message}
        </p>
        <details>
          <summary className="small">History ({request.statusHistory.length})</summary>
          <ol className="small mb-0 mt-2" aria-label="Status history">
            {request.statusHistory.map((change, index) => (
              <li key={index}>
                {timeFormat.format(new Date(change.at))}: {changeLabel(change, index)}
                {change.note ? ` · ${change.note}` : ''}
              </li>
            ))}
          </ol>
        </details>
        {open && <CancelRequest requestId={request._id} title={title} onCancelled={onCancelled} />}
        <ConversationDisclosure kind="request" targetId={request._id} side="client" label={`Messages about ${title}`} reader="the agency" />
      </div>
    </li>
  );
}
