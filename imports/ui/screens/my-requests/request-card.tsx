// One request as the company sees it: what was asked, for whom (the experts' directory names,
// linked to their pages), when and for how long, its status and the history of status changes;
// an open request can be cancelled here (the focus then moves to its new status); and the
// company's conversation with the agency about it.
import { useEffect, useRef } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { Link } from '../../app/routing';
import type { Person } from '../../../api/people/schema';
import type { ExpertRequest, RequestStatus } from '../../../api/requests/schema';
import { isOpenRequest } from '../../../api/requests/status';
import { paths } from '../../app/paths';
import { expertName } from '../../components/expert/expert-facts';
import { ConversationDisclosure } from '../../components/conversation/conversation-disclosure';
import { KindStatusBadge } from '../../components/page/status-kinds';
import { CancelRequest } from './cancel-request';
import { dateText } from '../../lib/localized-dates';
import type { MessageId } from '../../../i18n/message-ids';

const STATUS_LABELS: Record<RequestStatus, MessageId> = { new: 'myRequests.status.new', 'in-progress': 'myRequests.status.inProgress', closed: 'myRequests.status.closed' };
// Spam is not named to the sender: such a request just reads "Closed".
const CLOSE_REASONS: Record<string, MessageId | undefined> = {
  filled: 'myRequests.closeReason.filled',
  'no-match': 'myRequests.closeReason.noMatch',
  cancelled: 'myRequests.closeReason.cancelled',
  duplicate: 'myRequests.closeReason.duplicate',
};

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const MOMENT: Intl.DateTimeFormatOptions = { ...DAY, hour: '2-digit', minute: '2-digit' };

type Expert = Pick<Person, '_id' | 'firstName' | 'lastInitial' | 'urlName'>;

/** "3 experts wanted · Start from 1 Mar 2026, 6 months", with "Sent 2 Feb 2026 · " before it when known. */
function factsText(intl: IntlShape, request: ExpertRequest, sentAt: Date | undefined): string {
  const values = {
    experts: request.expertsWanted,
    months: request.durationMonths ?? 0,
    start: request.startDate ? dateText(intl, new Date(request.startDate), DAY) : '',
  };
  const facts = intl.formatMessage({ id: request.startDate ? 'myRequests.card.factsFrom' : 'myRequests.card.factsSoon' }, values);
  return sentAt ? intl.formatMessage({ id: 'myRequests.card.sent' }, { date: dateText(intl, new Date(sentAt), DAY), facts }) : facts;
}

export function RequestCard({ request, experts }: { request: ExpertRequest & { docInfo?: { createdAt?: Date } }; experts: Map<string, Expert> }) {
  const intl = useIntl();
  const sentAt = request.docInfo?.createdAt ?? request.statusHistory[0]?.at;
  const headingId = `request-${request._id}`;
  const labelOf = (status: RequestStatus) => (STATUS_LABELS[status] ? intl.formatMessage({ id: STATUS_LABELS[status] }) : status);
  const status = labelOf(request.status);
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
  const closeReasonId = request.closeReason ? CLOSE_REASONS[request.closeReason] : undefined;
  const closeReason = closeReasonId ? intl.formatMessage({ id: closeReasonId }) : undefined;
  const withReason = (label: string) => (closeReason ? intl.formatMessage({ id: 'myRequests.status.withReason' }, { status: label, reason: closeReason }) : label);
  // The stored reason belongs to the latest close, so only the last history entry names it.
  const changeLabel = (change: ExpertRequest['statusHistory'][number], index: number) => {
    const label = labelOf(change.status);
    const last = index === request.statusHistory.length - 1;
    return last && change.status === 'closed' && request.status === 'closed' ? withReason(label) : label;
  };
  return (
    <li className="card mb-3" data-testid="request-card" aria-labelledby={headingId}>
      <div className="card-body">
        <div className="d-flex flex-wrap justify-content-between gap-2 mb-2">
          <h2 className="h6 mb-0 text-break" id={headingId}>
            {title}
          </h2>
          <span data-testid="request-status" data-open={open} ref={statusRef} tabIndex={-1}>
            <FormattedMessage
              id="myRequests.card.status"
              values={{
                hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
                badge: <KindStatusBadge kind="request" status={request.status} label={withReason(status)} />,
              }}
            />
          </span>
        </div>
        <p className="small text-body-secondary mb-2">
          {factsText(intl, request, sentAt)}
        </p>
        {request.peopleIds && request.peopleIds.length > 0 && (
          <div className="mb-2">
            <span className="small fw-semibold me-2">
              <FormattedMessage id="myRequests.card.expertsAskedForColon" />
            </span>
            <ul className="list-inline d-inline mb-0" aria-label={intl.formatMessage({ id: 'myRequests.card.expertsAskedFor' })}>
              {request.peopleIds.map((peopleId) => {
                const expert = experts.get(peopleId);
                return (
                  <li key={peopleId} className="list-inline-item">
                    {expert ? <Link to={paths.expert.href(expert._id, expert.urlName)}>{expertName(expert)}</Link> : <span className="text-body-secondary">
                        <FormattedMessage id="myRequests.card.expertGone" />
                      </span>}
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
          <summary className="small">
            <FormattedMessage id="myRequests.card.history" values={{ count: request.statusHistory.length }} />
          </summary>
          <ol className="small mb-0 mt-2" aria-label={intl.formatMessage({ id: 'myRequests.card.statusHistory' })}>
            {request.statusHistory.map((change, index) => (
              <li key={index}>
                <FormattedMessage
                  id={change.note ? 'myRequests.card.changeWithNote' : 'myRequests.card.change'}
                  values={{ date: dateText(intl, new Date(change.at), MOMENT), status: changeLabel(change, index), note: change.note }}
                />
              </li>
            ))}
          </ol>
        </details>
        {open && <CancelRequest requestId={request._id} title={title} onCancelled={onCancelled} />}
        <ConversationDisclosure kind="request" targetId={request._id} side="client" label={intl.formatMessage({ id: 'myRequests.card.messagesLabel' }, { title })} />
      </div>
    </li>
  );
}
